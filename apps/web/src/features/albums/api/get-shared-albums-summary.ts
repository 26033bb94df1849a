import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SharedAlbumsSummarySchema,
  type SharedAlbumsSummary,
} from '@my-account/contract/shared-albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** GET /users (shared albums): readAlbumsCount, the albums others shared with the customer. */
export function getSharedAlbumsSummary(signal?: AbortSignal): Promise<SharedAlbumsSummary> {
  return httpClient.get(serviceUrl('shared-albums', '/users'), {
    schema: SharedAlbumsSummarySchema,
    ...(signal ? { signal } : {}),
  });
}

export function getSharedAlbumsSummaryQueryOptions() {
  return queryOptions({
    queryKey: albumQueryKeys.sharedSummary,
    queryFn: ({ signal }) => getSharedAlbumsSummary(signal),
  });
}

/** Only asked for while the shared-albums flag is on. */
export function useSharedAlbumsSummary(enabled: boolean) {
  return useQuery({ ...getSharedAlbumsSummaryQueryOptions(), enabled });
}
