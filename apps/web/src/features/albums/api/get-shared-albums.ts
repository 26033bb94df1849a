import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  SHARED_ALBUMS_PAGE_SIZE,
  SharedAlbumListSchema,
  type SharedAlbumList,
} from '@my-account/contract/shared-albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** GET /shared-albums: albums others shared with the customer, 50 a page. */
export function getSharedAlbums(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SharedAlbumList> {
  return httpClient.get(serviceUrl('shared-albums', '/shared-albums'), {
    schema: SharedAlbumListSchema,
    query: { cursor, limit: SHARED_ALBUMS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export function getSharedAlbumsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: albumQueryKeys.sharedList,
    queryFn: ({ pageParam, signal }) => getSharedAlbums(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}

export function useSharedAlbums(enabled: boolean) {
  return useInfiniteQuery({ ...getSharedAlbumsQueryOptions(), enabled });
}
