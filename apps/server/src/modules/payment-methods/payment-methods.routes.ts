import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { MyPaymentMethodSchema } from '@my-account/contract/payment-methods';
import type { Database } from '../../platform/database/schema.ts';
import { getMyPaymentMethod, removeMyPaymentMethod } from './payment-methods.service.ts';

const TAGS = ['payment-methods'];

/** The payment-methods API (`/api/payment-methods`): the signed-in customer's own method. */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me',
    {
      schema: {
        tags: TAGS,
        summary: "The payment method of the customer's last checkout (null when there is none)",
        response: { 200: MyPaymentMethodSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getMyPaymentMethod(db, request.user),
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: TAGS,
        summary: 'Removes the stored payment method (403 for a blocked business account)',
        response: { 204: z.null(), 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await removeMyPaymentMethod(db, request.user);
      return reply.status(204).send(null);
    },
  );
};
