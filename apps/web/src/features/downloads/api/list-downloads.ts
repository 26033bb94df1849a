import { queryOptions, useQuery } from '@tanstack/react-query';
import { DownloadListSchema, type DownloadList } from '@my-account/contract/downloads';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { downloadQueryKeys } from '@/features/downloads/api/download-query-keys';

/** GET /downloads: the customer's archives, newest first. */
export function listDownloads(signal?: AbortSignal): Promise<DownloadList> {
  return httpClient.get(serviceUrl('downloads', '/downloads'), {
    schema: DownloadListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Archives still being made are looked at again every few seconds until they settle. */
const BUSY_REFRESH_MS = 5_000;

export function listDownloadsQueryOptions() {
  return queryOptions({
    queryKey: downloadQueryKeys.list,
    queryFn: ({ signal }) => listDownloads(signal),
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (item) => item.status === 'PENDING' || item.status === 'IN_PROGRESS',
      )
        ? BUSY_REFRESH_MS
        : false,
  });
}

export function useDownloads() {
  return useQuery(listDownloadsQueryOptions());
}
