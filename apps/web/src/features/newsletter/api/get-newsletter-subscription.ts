import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MY_SUBSCRIPTION_PATH,
  NewsletterSubscriptionSchema,
  type NewsletterSubscription,
} from '@my-account/contract/newsletter';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /api/v1/Profiles/me/subscription: unsubscribed, pending or subscribed. */
export function getNewsletterSubscription(signal?: AbortSignal): Promise<NewsletterSubscription> {
  return httpClient.get(serviceUrl('email-gateway', MY_SUBSCRIPTION_PATH), {
    schema: NewsletterSubscriptionSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getNewsletterSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: ['email-gateway', 'subscription', 'me'],
    queryFn: ({ signal }) => getNewsletterSubscription(signal),
  });
}

export function useNewsletterSubscription() {
  return useQuery(getNewsletterSubscriptionQueryOptions());
}
