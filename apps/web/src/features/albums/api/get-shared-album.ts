import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SharedAlbumDetailSchema,
  SharedAlbumParticipantsSchema,
  type SharedAlbumDetail,
  type SharedAlbumPerson,
} from '@my-account/contract/shared-albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** The spec's one album view: the album with its owner and its participants. */
export interface SharedAlbumView extends SharedAlbumDetail {
  participants: SharedAlbumPerson[];
}

/** GET /shared-albums/{id} and /participants together (404 unless owner or participant). */
export async function getSharedAlbum(
  albumId: string,
  signal?: AbortSignal,
): Promise<SharedAlbumView> {
  const path = `/shared-albums/${encodeURIComponent(albumId)}`;
  const options = signal ? { signal } : {};
  const [album, { participants }] = await Promise.all([
    httpClient.get(serviceUrl('shared-albums', path), {
      schema: SharedAlbumDetailSchema,
      ...options,
    }),
    httpClient.get(serviceUrl('shared-albums', `${path}/participants`), {
      schema: SharedAlbumParticipantsSchema,
      ...options,
    }),
  ]);
  return { ...album, participants };
}

export function getSharedAlbumQueryOptions(albumId: string) {
  return queryOptions({
    queryKey: albumQueryKeys.sharedDetail(albumId),
    queryFn: ({ signal }) => getSharedAlbum(albumId, signal),
  });
}

export function useSharedAlbum(albumId: string) {
  return useQuery(getSharedAlbumQueryOptions(albumId));
}
