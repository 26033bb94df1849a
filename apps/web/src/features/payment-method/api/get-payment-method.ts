import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyPaymentMethodSchema, type MyPaymentMethod } from '@my-account/contract/payment-methods';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /payment-methods/me: the method of the customer's last checkout, or null. */
export function getPaymentMethod(signal?: AbortSignal): Promise<MyPaymentMethod> {
  return httpClient.get(serviceUrl('payment-methods', '/me'), {
    schema: MyPaymentMethodSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getPaymentMethodQueryOptions() {
  return queryOptions({
    queryKey: ['payment-methods', 'me'],
    queryFn: ({ signal }) => getPaymentMethod(signal),
  });
}

export function usePaymentMethod() {
  return useQuery(getPaymentMethodQueryOptions());
}
