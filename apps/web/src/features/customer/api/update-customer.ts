import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomerSchema, type Customer } from '@my-account/contract/customer';
import {
  UpdateCustomerSchema,
  type UpdateCustomerInput,
} from '@my-account/contract/customer-updates';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { getCustomerQueryOptions } from '@/features/customer/api/get-customer';

/** PATCH /customers/me: personal details, business details or the FTP order-status callback. */
export function updateCustomer(update: UpdateCustomerInput): Promise<Customer> {
  return httpClient.patch(serviceUrl('customer', '/customers/me'), {
    schema: CustomerSchema,
    body: { schema: UpdateCustomerSchema, value: update },
  });
}

/** Saves the update; the answer is the new customer record, so the cache takes it as it is. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'me', 'update'],
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(getCustomerQueryOptions().queryKey, customer);
    },
  });
}
