import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressInputSchema, type AddressInput } from '@my-account/contract/addresses';
import { CustomerAddressSchema, type CustomerAddress } from '@my-account/contract/customer';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { refreshAfterAddressChange } from '@/features/addresses/api/refresh-after-address-change';

/** POST /customers/me/addresses. */
export function createAddress(address: AddressInput): Promise<CustomerAddress> {
  return httpClient.post(serviceUrl('customer', '/customers/me/addresses'), {
    schema: CustomerAddressSchema,
    body: { schema: AddressInputSchema, value: address },
  });
}

/**
 * Adds an address; settles once the address book and customer record are refetched.
 * `onAccepted` hears of the server's answer before that refetch.
 */
export function useCreateAddress(onAccepted?: (address: CustomerAddress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'me', 'addresses', 'create'],
    mutationFn: async (address: AddressInput) => {
      const created = await createAddress(address);
      onAccepted?.(created);
      return created;
    },
    onSuccess: () => refreshAfterAddressChange(queryClient),
  });
}
