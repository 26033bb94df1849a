import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ReorderResponseSchema,
  ReorderStatusSchema,
  type ReorderStatus,
} from '@my-account/contract/reorder';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/get-super-orders';

/** GET /reorder/status/{orderCode}: whether the order can be ordered again. */
export function getReorderStatus(code: string, signal?: AbortSignal): Promise<ReorderStatus> {
  return httpClient.get(serviceUrl('reorder', `/reorder/status/${encodeURIComponent(code)}`), {
    schema: ReorderStatusSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useReorderStatus(code: string) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'reorderStatus', code],
    queryFn: ({ signal }) => getReorderStatus(code, signal),
  });
}

/** POST /reorder?OrderCode=: the shop page that orders it again. */
export function useReorder(code: string) {
  return useMutation({
    mutationKey: [...ORDERS_QUERY_KEY, 'reorder', code],
    mutationFn: async () => {
      const url = serviceUrl('reorder', `/reorder?OrderCode=${encodeURIComponent(code)}`);
      const { ShopUrl } = await httpClient.post(url, { schema: ReorderResponseSchema });
      return ShopUrl;
    },
  });
}
