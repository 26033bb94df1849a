import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { MyPaymentMethod } from '@my-account/contract/payment-methods';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { getPaymentMethodQueryOptions } from '@/features/payment-method/api/get-payment-method';

/** DELETE /payment-methods/me: 204, also when nothing was stored. */
export async function removePaymentMethod(): Promise<void> {
  await httpClient.delete(serviceUrl('payment-methods', '/me'), { schema: z.unknown() });
}

/** Removes it; the page shows "none" at once, then reads again what the server keeps. */
export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment-methods', 'me', 'remove'],
    mutationFn: removePaymentMethod,
    onSuccess: async () => {
      const { queryKey } = getPaymentMethodQueryOptions();
      queryClient.setQueryData<MyPaymentMethod>(queryKey, { paymentMethod: null });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
