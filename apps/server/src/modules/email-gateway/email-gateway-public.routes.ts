import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { SubscriptionTokenParamsSchema } from '@my-account/contract/newsletter';
import type { AppSettings } from '../../config/env.ts';
import {
  confirmSubscription,
  unsubscribeWithLink,
  type NewsletterDeps,
} from './newsletter.service.ts';

const TAGS = ['email-gateway'];

/**
 * RFC 8058: a mail program's unsubscribe button posts `List-Unsubscribe=One-Click`; the app's
 * page posts nothing (Fastify then hands over null).
 */
const OneClickBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click') })
  .partial()
  .nullish();

/**
 * The mails' links (`/api/email-gateway`, no sign-in: the token is the permission). Both are
 * limited per client like the sign-in, so tokens cannot be guessed at speed.
 */
export const emailGatewayPublicRoutes: FastifyPluginAsyncZod<{
  deps: NewsletterDeps;
  settings: Pick<AppSettings, 'RATE_LIMIT_SENSITIVE'>;
}> = async (app, { deps, settings }) => {
  await app.register(formBody);
  const rateLimit = { max: settings.RATE_LIMIT_SENSITIVE, timeWindow: '1 minute' };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/v1/Profiles/:email/subscription/confirm/:token',
    config: { rateLimit },
    schema: {
      tags: TAGS,
      summary:
        'Confirms a pending newsletter subscription with the mailed token (404 for an unknown, forged, expired or used token, or another address)',
      params: SubscriptionTokenParamsSchema,
      response: { 204: z.null(), 404: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      await confirmSubscription(deps, request.params);
      return reply.status(204).send(null);
    },
  });

  app.post(
    '/api/v1/Profiles/:email/subscription/unsubscribe/:token',
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        summary:
          "Unsubscribes with a newsletter mail's link, also as the mail header's one-click POST (RFC 8058); 404 for a forged link",
        params: SubscriptionTokenParamsSchema,
        body: OneClickBodySchema,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await unsubscribeWithLink(deps, request.params);
      return reply.status(204).send(null);
    },
  );
};
