import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { refreshAfterAddressChange } from '@/features/addresses/api/refresh-after-address-change';

/** DELETE /customers/me/addresses/{id}: 204 without a body. */
export async function deleteAddress(id: string): Promise<void> {
  await httpClient.delete(
    serviceUrl('customer', `/customers/me/addresses/${encodeURIComponent(id)}`),
    { schema: z.unknown() },
  );
}

/** Deletes an address; settles once the address book and customer record are refetched. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'me', 'addresses', 'delete'],
    mutationFn: deleteAddress,
    onSuccess: () => refreshAfterAddressChange(queryClient),
  });
}
