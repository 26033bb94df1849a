import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PHOTOS_PAGE_SIZE, PhotoPageSchema, type PhotoPage } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** GET /photos: the customer's library, a page (500) at a time, newest upload first. */
export function getLibraryPhotosPage(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PhotoPage> {
  return httpClient.get(serviceUrl('photo-management', '/photos'), {
    schema: PhotoPageSchema,
    query: { cursor, limit: PHOTOS_PAGE_SIZE, sortKey: 'created', sortOrder: 'desc' },
    ...(signal ? { signal } : {}),
  });
}

export function getLibraryPhotosQueryOptions() {
  return infiniteQueryOptions({
    queryKey: albumQueryKeys.libraryPhotos,
    queryFn: ({ pageParam, signal }) => getLibraryPhotosPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}

/** The photo picker's source; loads only while the picker is open. */
export function useLibraryPhotos(enabled: boolean) {
  return useInfiniteQuery({ ...getLibraryPhotosQueryOptions(), enabled });
}
