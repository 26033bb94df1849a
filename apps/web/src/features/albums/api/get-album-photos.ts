import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PHOTOS_PAGE_SIZE, PhotoPageSchema, type PhotoPage } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import type { AlbumSortPreference } from '@/lib/photos/sort-preference';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** GET /albums/{id}/photos: a page (500) of the album's photos in the chosen order. */
export function getAlbumPhotosPage(
  albumId: string,
  sort: AlbumSortPreference,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PhotoPage> {
  return httpClient.get(
    serviceUrl('photo-management', `/albums/${encodeURIComponent(albumId)}/photos`),
    {
      schema: PhotoPageSchema,
      query: { cursor, limit: PHOTOS_PAGE_SIZE, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
      ...(signal ? { signal } : {}),
    },
  );
}

export function getAlbumPhotosQueryOptions(albumId: string, sort: AlbumSortPreference) {
  return infiniteQueryOptions({
    queryKey: albumQueryKeys.photosSorted(albumId, sort.sortKey, sort.sortOrder),
    queryFn: ({ pageParam, signal }) => getAlbumPhotosPage(albumId, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}

export function useAlbumPhotos(albumId: string, sort: AlbumSortPreference, enabled = true) {
  return useInfiniteQuery({ ...getAlbumPhotosQueryOptions(albumId, sort), enabled });
}
