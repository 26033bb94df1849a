import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PHOTOS_PAGE_SIZE, PhotoPageSchema, type PhotoPage } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import type { AlbumSortPreference } from '@/lib/photos/sort-preference';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** GET /shared-albums/{id}/photos: a page of the album's photos, each with its ownerId. */
export function getSharedAlbumPhotosPage(
  albumId: string,
  sort: AlbumSortPreference,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PhotoPage> {
  return httpClient.get(
    serviceUrl('shared-albums', `/shared-albums/${encodeURIComponent(albumId)}/photos`),
    {
      schema: PhotoPageSchema,
      query: { cursor, limit: PHOTOS_PAGE_SIZE, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
      ...(signal ? { signal } : {}),
    },
  );
}

export function getSharedAlbumPhotosQueryOptions(albumId: string, sort: AlbumSortPreference) {
  return infiniteQueryOptions({
    queryKey: albumQueryKeys.sharedPhotos(albumId, sort.sortKey, sort.sortOrder),
    queryFn: ({ pageParam, signal }) => getSharedAlbumPhotosPage(albumId, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}

export function useSharedAlbumPhotos(albumId: string, sort: AlbumSortPreference) {
  return useInfiniteQuery(getSharedAlbumPhotosQueryOptions(albumId, sort));
}
