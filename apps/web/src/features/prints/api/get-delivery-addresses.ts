import { queryOptions, useQuery } from '@tanstack/react-query';
import { AddressListSchema, type AddressList } from '@my-account/contract/addresses';
import { customerQueryKeys } from '@/lib/customer-query-keys';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /customers/me/addresses: the address book the prints are delivered from, defaults first. */
export function getDeliveryAddresses(signal?: AbortSignal): Promise<AddressList> {
  return httpClient.get(serviceUrl('customer', '/customers/me/addresses'), {
    schema: AddressListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The address book's own cache entry: a change there shows here too. */
export function getDeliveryAddressesQueryOptions() {
  return queryOptions({
    queryKey: customerQueryKeys.addresses,
    queryFn: ({ signal }) => getDeliveryAddresses(signal),
    select: (list) => list.addresses,
  });
}

export function useDeliveryAddresses() {
  return useQuery(getDeliveryAddressesQueryOptions());
}
