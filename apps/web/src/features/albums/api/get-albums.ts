import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AlbumListSchema, type AlbumList } from '@my-account/contract/albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';
import { albumPageLimit } from '@/features/albums/lib/album-paging';

/**
 * GET /albums: own albums, newest first, 49 on the first page and 50 after (cursor). With
 * `displaySharedData` the customer's own shared albums are listed too.
 */
export function getAlbums(
  cursor: string | undefined,
  displaySharedData: boolean,
  signal?: AbortSignal,
): Promise<AlbumList> {
  return httpClient.get(serviceUrl('photo-management', '/albums'), {
    schema: AlbumListSchema,
    query: { cursor, limit: albumPageLimit(cursor), displaySharedData },
    ...(signal ? { signal } : {}),
  });
}

export function getAlbumsQueryOptions(displaySharedData: boolean) {
  return infiniteQueryOptions({
    queryKey: albumQueryKeys.list(displaySharedData),
    queryFn: ({ pageParam, signal }) => getAlbums(pageParam, displaySharedData, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}

export function useAlbums(displaySharedData: boolean) {
  return useInfiniteQuery(getAlbumsQueryOptions(displaySharedData));
}
