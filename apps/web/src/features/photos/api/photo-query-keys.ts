import type { PhotoSortKey, SortOrder } from '@my-account/contract/photos';
import { libraryQueryKeys } from '@/lib/library-query-keys';

/**
 * Query keys of the photo library, used by the query-option factories of this folder and for
 * invalidation (everything under `photos` goes stale after an upload or a deletion). The roots
 * other features refresh too come from `lib/library-query-keys`.
 */
export const photoQueryKeys = {
  all: libraryQueryKeys.photos,
  timeline: [...libraryQueryKeys.photos, 'timeline'] as const,
  timelineCounts: [...libraryQueryKeys.photos, 'timeline', 'counts'] as const,
  timelineMonths: [...libraryQueryKeys.photos, 'timeline', 'month'] as const,
  timelineMonth: (year: number, month: number, sortKey: PhotoSortKey, sortOrder: SortOrder) =>
    [...libraryQueryKeys.photos, 'timeline', 'month', year, month, sortKey, sortOrder] as const,
  userSummary: libraryQueryKeys.userSummary,
  accountInformation: libraryQueryKeys.accountInformation,
};
