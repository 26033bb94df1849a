import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderDeliveryDatesSchema, type OrderDeliveryDates } from '@my-account/contract/delivery';
import { httpClient } from '@/lib/http-client';
import { HttpError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/get-super-orders';

/** GET /OrderDeliveryDates/{orderCode}: the expected window; null when there is none (404). */
export async function getDeliveryDates(
  code: string,
  signal?: AbortSignal,
): Promise<OrderDeliveryDates | null> {
  try {
    return await httpClient.get(
      serviceUrl('delivery', `/OrderDeliveryDates/${encodeURIComponent(code)}`),
      { schema: OrderDeliveryDatesSchema, ...(signal ? { signal } : {}) },
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

/** Under the orders key: a change of the order (its address, its status) reads it again. */
export function useDeliveryDates(code: string) {
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_QUERY_KEY, 'deliveryDates', code],
      queryFn: ({ signal }) => getDeliveryDates(code, signal),
    }),
  );
}
