import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlbumSchema, type Album } from '@my-account/contract/albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** GET /albums/{id}: one own album (404 when it is not the customer's). */
export function getAlbum(albumId: string, signal?: AbortSignal): Promise<Album> {
  return httpClient.get(serviceUrl('photo-management', `/albums/${encodeURIComponent(albumId)}`), {
    schema: AlbumSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getAlbumQueryOptions(albumId: string) {
  return queryOptions({
    queryKey: albumQueryKeys.detail(albumId),
    queryFn: ({ signal }) => getAlbum(albumId, signal),
  });
}

export function useAlbum(albumId: string) {
  return useQuery(getAlbumQueryOptions(albumId));
}
