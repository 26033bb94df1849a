import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HistoricalInvoiceListSchema,
  type HistoricalInvoiceList,
} from '@my-account/contract/invoices';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /api/v1/HistoricalInvoice/me: the business customer's invoices, newest first. */
export function getInvoices(signal?: AbortSignal): Promise<HistoricalInvoiceList> {
  return httpClient.get(serviceUrl('invoices', '/api/v1/HistoricalInvoice/me'), {
    schema: HistoricalInvoiceListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useInvoices() {
  return useQuery(
    queryOptions({
      queryKey: ['invoices', 'historical'],
      queryFn: ({ signal }) => getInvoices(signal),
    }),
  );
}
