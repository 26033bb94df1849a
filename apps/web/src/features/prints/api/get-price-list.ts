import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrintsPriceListSchema, type PrintsPriceList } from '@my-account/contract/prints';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { printsQueryKeys } from '@/features/prints/api/prints-query-keys';

/** GET /v1/price-list?channel= (prints): sizes with prices, finishes, borders, shipping. */
export function getPriceList(channel: string, signal?: AbortSignal): Promise<PrintsPriceList> {
  return httpClient.get(
    serviceUrl('prints', `/v1/price-list?channel=${encodeURIComponent(channel)}`),
    { schema: PrintsPriceListSchema, ...(signal ? { signal } : {}) },
  );
}

export function getPriceListQueryOptions(channel: string) {
  return queryOptions({
    queryKey: printsQueryKeys.priceList(channel),
    queryFn: ({ signal }) => getPriceList(channel, signal),
    // Prices change with a release, not during a visit.
    staleTime: 60 * 60 * 1000,
  });
}

export function usePriceList(channel: string | undefined) {
  return useQuery({ ...getPriceListQueryOptions(channel ?? ''), enabled: Boolean(channel) });
}
