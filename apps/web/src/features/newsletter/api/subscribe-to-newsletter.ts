import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MY_SUBSCRIPTION_PATH,
  NewsletterSubscriptionSchema,
  SubscribeRequestSchema,
  type NewsletterSubscription,
} from '@my-account/contract/newsletter';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { getNewsletterSubscriptionQueryOptions } from '@/features/newsletter/api/get-newsletter-subscription';

/**
 * POST /api/v1/Profiles/me/subscription: mails the confirmation link (pending), in the brand and
 * language of `channel`; a subscribed customer stays subscribed.
 */
export function subscribeToNewsletter(channel: string): Promise<NewsletterSubscription> {
  return httpClient.post(serviceUrl('email-gateway', MY_SUBSCRIPTION_PATH), {
    schema: NewsletterSubscriptionSchema,
    body: { schema: SubscribeRequestSchema, value: { channel } },
  });
}

export function useSubscribeToNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-gateway', 'subscription', 'me', 'subscribe'],
    mutationFn: subscribeToNewsletter,
    onSuccess: (subscription) => {
      queryClient.setQueryData(getNewsletterSubscriptionQueryOptions().queryKey, subscription);
    },
  });
}
