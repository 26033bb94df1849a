import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MY_SUBSCRIPTION_PATH,
  NewsletterSubscriptionSchema,
  type NewsletterSubscription,
} from '@my-account/contract/newsletter';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { getNewsletterSubscriptionQueryOptions } from '@/features/newsletter/api/get-newsletter-subscription';

/** DELETE /api/v1/Profiles/me/subscription: out at once (a pending link stops working too). */
export function unsubscribeFromNewsletter(): Promise<NewsletterSubscription> {
  return httpClient.delete(serviceUrl('email-gateway', MY_SUBSCRIPTION_PATH), {
    schema: NewsletterSubscriptionSchema,
  });
}

export function useUnsubscribeFromNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-gateway', 'subscription', 'me', 'unsubscribe'],
    mutationFn: unsubscribeFromNewsletter,
    onSuccess: (subscription) => {
      queryClient.setQueryData(getNewsletterSubscriptionQueryOptions().queryKey, subscription);
    },
  });
}
