import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomerSchema, type Customer, type UpdateCustomer } from '@my-account/contract/customer';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { getCustomerQueryOptions } from '@/features/customer/api/get-customer';

/** PATCH /customers/me: the business customer's FTP order-status callback. */
export function updateCustomer(update: UpdateCustomer): Promise<Customer> {
  return httpClient.patch(serviceUrl('customer', '/customers/me'), {
    schema: CustomerSchema,
    body: update,
  });
}

/** Saves the update; the answer is the new customer record, so the cache takes it as it is. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'me', 'update'],
    mutationFn: updateCustomer,
    onSuccess: async (customer) => {
      const { queryKey } = getCustomerQueryOptions();
      queryClient.setQueryData(queryKey, customer);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
