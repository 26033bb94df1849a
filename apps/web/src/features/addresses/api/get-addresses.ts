import { queryOptions, useQuery } from '@tanstack/react-query';
import { AddressListSchema, type AddressList } from '@my-account/contract/addresses';
import { customerQueryKeys } from '@/lib/customer-query-keys';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /customers/me/addresses: the address book, defaults first. */
export function getAddresses(signal?: AbortSignal): Promise<AddressList> {
  return httpClient.get(serviceUrl('customer', '/customers/me/addresses'), {
    schema: AddressListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getAddressesQueryOptions() {
  return queryOptions({
    queryKey: customerQueryKeys.addresses,
    queryFn: ({ signal }) => getAddresses(signal),
    select: (list) => list.addresses,
  });
}

export function useAddresses() {
  return useQuery(getAddressesQueryOptions());
}
