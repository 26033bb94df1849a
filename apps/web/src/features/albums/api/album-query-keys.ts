import type { SortKey, SortOrder } from '@my-account/contract/photos';

/**
 * Query keys of albums and shared albums, used by the query-option factories of this folder and
 * for invalidation after a write.
 */
export const albumQueryKeys = {
  all: ['albums'] as const,
  list: (displaySharedData: boolean) => ['albums', 'list', displaySharedData] as const,
  lists: ['albums', 'list'] as const,
  detail: (albumId: string) => ['albums', 'detail', albumId] as const,
  photos: (albumId: string) => ['albums', 'photos', albumId] as const,
  photosSorted: (albumId: string, sortKey: SortKey, sortOrder: SortOrder) =>
    ['albums', 'photos', albumId, sortKey, sortOrder] as const,
  libraryPhotos: ['albums', 'library-photos'] as const,
  /** The photo library's counts (its tab shows the album count). */
  photoUserSummary: ['photos', 'user-summary'] as const,
  sharedAll: ['shared-albums'] as const,
  sharedSummary: ['shared-albums', 'summary'] as const,
  sharedList: ['shared-albums', 'list'] as const,
  sharedDetail: (albumId: string) => ['shared-albums', 'detail', albumId] as const,
  sharedPhotos: (albumId: string, sortKey: SortKey, sortOrder: SortOrder) =>
    ['shared-albums', 'photos', albumId, sortKey, sortOrder] as const,
};
