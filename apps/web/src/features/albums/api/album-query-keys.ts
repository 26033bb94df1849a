import type { SortKey, SortOrder } from '@my-account/contract/photos';
import { libraryQueryKeys } from '@/lib/library-query-keys';

const { albums, sharedAlbums } = libraryQueryKeys;

/**
 * Query keys of albums and shared albums, used by the query-option factories of this folder and
 * for invalidation after a write. Their roots (and the tab counts) are shared with the photos
 * feature through `lib/library-query-keys`.
 */
export const albumQueryKeys = {
  all: albums,
  list: (displaySharedData: boolean) => [...albums, 'list', displaySharedData] as const,
  lists: [...albums, 'list'] as const,
  detail: (albumId: string) => [...albums, 'detail', albumId] as const,
  photos: (albumId: string) => [...albums, 'photos', albumId] as const,
  photosSorted: (albumId: string, sortKey: SortKey, sortOrder: SortOrder) =>
    [...albums, 'photos', albumId, sortKey, sortOrder] as const,
  libraryPhotos: [...albums, 'library-photos'] as const,
  sharedAll: sharedAlbums,
  sharedSummary: [...sharedAlbums, 'summary'] as const,
  sharedList: [...sharedAlbums, 'list'] as const,
  sharedDetail: (albumId: string) => [...sharedAlbums, 'detail', albumId] as const,
  sharedPhotos: (albumId: string, sortKey: SortKey, sortOrder: SortOrder) =>
    [...sharedAlbums, 'photos', albumId, sortKey, sortOrder] as const,
};
