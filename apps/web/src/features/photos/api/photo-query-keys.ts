import type { SortKey, SortOrder } from '@my-account/contract/photos';

/**
 * Query keys of the photo library, used only by the query-option factories of this folder and
 * for invalidation (everything under `photos` goes stale after an upload or a deletion).
 */
export const photoQueryKeys = {
  all: ['photos'] as const,
  timeline: ['photos', 'timeline'] as const,
  timelineCounts: ['photos', 'timeline', 'counts'] as const,
  timelineMonths: ['photos', 'timeline', 'month'] as const,
  timelineMonth: (year: number, month: number, sortKey: SortKey, sortOrder: SortOrder) =>
    ['photos', 'timeline', 'month', year, month, sortKey, sortOrder] as const,
  userSummary: ['photos', 'user-summary'] as const,
  accountInformation: ['photo-deletion', 'account-information'] as const,
};
