import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AcknowledgeChangeSchema,
  CustomerSchema,
  type AcknowledgeChange,
  type Customer,
} from '@my-account/contract/customer';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { getCustomerQueryOptions } from '@/features/customer/api/get-customer';

/**
 * POST /customers/me/changed/ack: the customer has seen the changes the record counted confirmed
 * (a save made since stays to be confirmed).
 */
export function acknowledgeCustomerChange(acknowledged: AcknowledgeChange): Promise<Customer> {
  return httpClient.post(serviceUrl('customer', '/customers/me/changed/ack'), {
    body: { schema: AcknowledgeChangeSchema, value: acknowledged },
    schema: CustomerSchema,
  });
}

/** Clears the changed flag; the answer is the record as it now is. */
export function useAcknowledgeCustomerChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'me', 'changed', 'ack'],
    mutationFn: acknowledgeCustomerChange,
    onSuccess: (customer) => {
      queryClient.setQueryData(getCustomerQueryOptions().queryKey, customer);
    },
  });
}
