import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerSchema, type Customer } from '@my-account/contract/customer';
import { customerQueryKeys } from '@/lib/customer-query-keys';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /customers/me: the signed-in customer (404 = the account was deleted). */
export function getCustomer(signal?: AbortSignal): Promise<Customer> {
  return httpClient.get(serviceUrl('customer', '/customers/me'), {
    schema: CustomerSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getCustomerQueryOptions() {
  return queryOptions({
    queryKey: customerQueryKeys.me,
    queryFn: ({ signal }) => getCustomer(signal),
  });
}

export function useCustomer() {
  return useQuery(getCustomerQueryOptions());
}
