import { useMutation } from '@tanstack/react-query';
import {
  NewPrintsOrderSchema,
  PlacedPrintsOrderSchema,
  type NewPrintsOrder,
  type PlacedPrintsOrder,
} from '@my-account/contract/prints';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** POST /v1/orders (prints): places the order; the server prices it and records the payment. */
export function placePrintsOrder(order: NewPrintsOrder): Promise<PlacedPrintsOrder> {
  return httpClient.post(serviceUrl('prints', '/v1/orders'), {
    schema: PlacedPrintsOrderSchema,
    body: { schema: NewPrintsOrderSchema, value: order },
  });
}

export function usePlacePrintsOrder() {
  return useMutation({ mutationKey: ['prints', 'place-order'], mutationFn: placePrintsOrder });
}
