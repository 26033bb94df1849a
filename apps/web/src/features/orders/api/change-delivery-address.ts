import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DeliveryAddressChangeSchema,
  SuperOrderSchema,
  type SuperOrder,
} from '@my-account/contract/orders';
import type { AddressInput } from '@my-account/contract/addresses';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { getSuperOrderQueryOptions } from '@/features/orders/api/get-super-order';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/get-super-orders';

/** PUT /v1/superorders/{code}/deliveryAddress: a home delivery to this address. */
export function changeDeliveryAddress(code: string, address: AddressInput): Promise<SuperOrder> {
  return httpClient.put(
    serviceUrl('orders', `/v1/superorders/${encodeURIComponent(code)}/deliveryAddress`),
    { schema: SuperOrderSchema, body: { schema: DeliveryAddressChangeSchema, value: address } },
  );
}

/**
 * Changes it; the order shows the server's answer at once, the lists read again. `onAccepted`
 * runs when the server took the change, before the lists are read again (the address flow's
 * RequestSent).
 */
export function useChangeDeliveryAddress(code: string, onAccepted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ORDERS_QUERY_KEY, 'deliveryAddress', code],
    mutationFn: (address: AddressInput) => changeDeliveryAddress(code, address),
    onSuccess: async (order) => {
      onAccepted?.();
      queryClient.setQueryData(getSuperOrderQueryOptions(code).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
