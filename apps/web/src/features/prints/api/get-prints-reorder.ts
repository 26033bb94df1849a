import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrintsReorderSchema, type PrintsReorder } from '@my-account/contract/prints';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { printsQueryKeys } from '@/features/prints/api/prints-query-keys';

/** GET /v1/reorders/{orderCode} (prints): the photos, quantities and options to start from. */
export function getPrintsReorder(orderCode: string, signal?: AbortSignal): Promise<PrintsReorder> {
  return httpClient.get(serviceUrl('prints', `/v1/reorders/${encodeURIComponent(orderCode)}`), {
    schema: PrintsReorderSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getPrintsReorderQueryOptions(orderCode: string) {
  return queryOptions({
    queryKey: printsQueryKeys.reorder(orderCode),
    queryFn: ({ signal }) => getPrintsReorder(orderCode, signal),
  });
}

export function usePrintsReorder(orderCode: string | undefined) {
  return useQuery({
    ...getPrintsReorderQueryOptions(orderCode ?? ''),
    enabled: Boolean(orderCode),
  });
}
