import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  MY_SUBSCRIPTION_PATH,
  NEWSLETTER_SUBSCRIBE_REQUESTS_PER_HOUR,
  NewsletterSubscriptionSchema,
  SubscribeRequestSchema,
} from '@my-account/contract/newsletter';
import { appOriginResolver } from '../../config/app-origins.ts';
import type { AppSettings } from '../../config/env.ts';
import { hashedCounterKey } from '../../platform/http/rate-limit.ts';
import {
  getMySubscription,
  subscribe,
  unsubscribe,
  type NewsletterDeps,
} from './newsletter.service.ts';

const TAGS = ['email-gateway'];

export interface EmailGatewayRoutesOptions {
  deps: NewsletterDeps;
  settings: AppSettings;
}

/** The signed-in customer's newsletter subscription (`/api/email-gateway`, decision 0200). */
export const emailGatewayRoutes: FastifyPluginAsyncZod<EmailGatewayRoutesOptions> = async (
  app,
  { deps, settings },
) => {
  const appOriginOf = appOriginResolver(settings);
  app.addHook('onRequest', app.authenticate);

  app.get(
    MY_SUBSCRIPTION_PATH,
    {
      schema: {
        tags: TAGS,
        summary: "The customer's newsletter subscription: unsubscribed, pending or subscribed",
        response: { 200: NewsletterSubscriptionSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getMySubscription(deps, request.user),
  );

  app.post(
    MY_SUBSCRIPTION_PATH,
    {
      config: {
        // Each request may send a mail: counted per customer, once the token named them.
        rateLimit: {
          max: NEWSLETTER_SUBSCRIBE_REQUESTS_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `newsletter-subscribe:${hashedCounterKey(request.user.sub)}`,
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'Subscribes, double opt-in: 202 pending, a confirmation link is mailed; 200 when already subscribed (no mail)',
        body: SubscribeRequestSchema,
        response: {
          200: NewsletterSubscriptionSchema,
          202: NewsletterSubscriptionSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const appOrigin = appOriginOf(request);
      const subscription = await subscribe(deps, request.user, request.body, {
        app: appOrigin,
        api: `${appOrigin}${app.prefix}`,
      });
      return reply.status(subscription.status === 'pending' ? 202 : 200).send(subscription);
    },
  );

  app.delete(
    MY_SUBSCRIPTION_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Unsubscribes at once (a pending confirmation link stops working too)',
        response: { 200: NewsletterSubscriptionSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => unsubscribe(deps, request.user),
  );
};
