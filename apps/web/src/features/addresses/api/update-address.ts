import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressInputSchema, type AddressInput } from '@my-account/contract/addresses';
import { CustomerAddressSchema, type CustomerAddress } from '@my-account/contract/customer';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { refreshAfterAddressChange } from '@/features/addresses/api/refresh-after-address-change';

export interface AddressUpdate {
  id: string;
  address: AddressInput;
}

/** PUT /customers/me/addresses/{id}: replaces the address. */
export function updateAddress({ id, address }: AddressUpdate): Promise<CustomerAddress> {
  return httpClient.put(
    serviceUrl('customer', `/customers/me/addresses/${encodeURIComponent(id)}`),
    { schema: CustomerAddressSchema, body: { schema: AddressInputSchema, value: address } },
  );
}

/**
 * Saves an address (also: makes it a default); settles once the address book and customer
 * record are refetched. `onAccepted` hears of the server's answer before that refetch.
 */
export function useUpdateAddress(onAccepted?: (address: CustomerAddress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'me', 'addresses', 'update'],
    mutationFn: async (update: AddressUpdate) => {
      const saved = await updateAddress(update);
      onAccepted?.(saved);
      return saved;
    },
    onSuccess: () => refreshAfterAddressChange(queryClient),
  });
}
