import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  subscriptionConfirmPath,
  type SubscriptionTokenParams,
} from '@my-account/contract/newsletter';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/**
 * POST /api/v1/Profiles/{email}/subscription/confirm/{token}: 204 once, 404 otherwise. Public:
 * whoever opens the mail may be signed out or someone else, so no token is sent.
 */
export async function confirmSubscription(link: SubscriptionTokenParams): Promise<void> {
  await httpClient.post(serviceUrl('email-gateway', subscriptionConfirmPath(link)), {
    schema: z.unknown(),
    authenticated: false,
  });
}

export function useConfirmSubscription() {
  return useMutation({
    mutationKey: ['email-gateway', 'subscription', 'confirm'],
    mutationFn: confirmSubscription,
  });
}
