import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  subscriptionUnsubscribePath,
  type SubscriptionTokenParams,
} from '@my-account/contract/newsletter';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/**
 * POST /api/v1/Profiles/{email}/subscription/unsubscribe/{token}: the newsletter mail's link;
 * 204, 404 for a link that is not ours. Public, like the confirmation.
 */
export async function unsubscribeWithLink(link: SubscriptionTokenParams): Promise<void> {
  await httpClient.post(serviceUrl('email-gateway', subscriptionUnsubscribePath(link)), {
    schema: z.unknown(),
    authenticated: false,
  });
}

export function useUnsubscribeWithLink() {
  return useMutation({
    mutationKey: ['email-gateway', 'subscription', 'unsubscribe-link'],
    mutationFn: unsubscribeWithLink,
  });
}
