import { queryOptions, useQuery } from '@tanstack/react-query';
import { SuperOrderSchema, type SuperOrder } from '@my-account/contract/orders';
import { httpClient } from '@/lib/http-client';
import { HttpError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/get-super-orders';

/** GET /v1/superorders/{code}: one order; null when there is none of that code (404). */
export async function getSuperOrder(
  code: string,
  signal?: AbortSignal,
): Promise<SuperOrder | null> {
  try {
    return await httpClient.get(
      serviceUrl('orders', `/v1/superorders/${encodeURIComponent(code)}`),
      {
        schema: SuperOrderSchema,
        ...(signal ? { signal } : {}),
      },
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export function getSuperOrderQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'one', code],
    queryFn: ({ signal }) => getSuperOrder(code, signal),
  });
}

export function useSuperOrder(code: string) {
  return useQuery(getSuperOrderQueryOptions(code));
}
