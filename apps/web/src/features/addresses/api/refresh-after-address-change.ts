import type { QueryClient } from '@tanstack/react-query';
import { customerQueryKeys } from '@/lib/customer-query-keys';

/**
 * An address was saved or deleted: the address book and the customer record (its addresses and
 * its changed flag, which brings the confirmation toast) are refetched; resolves once they are.
 */
export async function refreshAfterAddressChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: customerQueryKeys.me });
}
