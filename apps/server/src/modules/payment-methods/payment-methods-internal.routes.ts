import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerIdParamsSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  RecordedPaymentMethodSchema,
  RecordPaymentMethodSchema,
} from '@my-account/contract/payment-methods';
import { serviceSecurity } from '../../platform/http/openapi.ts';
import type { Database } from '../../platform/database/schema.ts';
import { recordPaymentMethod } from './payment-methods.service.ts';

/** The payment-methods API's internal routes (`/api/payment-methods/internal`), for the shop. */
export const paymentMethodsInternalRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticateService('shop'));

  app.put(
    '/customers/:customerId/payment-method',
    {
      schema: {
        tags: ['payment-methods (internal)'],
        summary:
          "The shop records the payment method of a customer's checkout: card brand, last four, expiry and the provider's token, or invoice (business customers). A card number is refused.",
        security: serviceSecurity('shop'),
        params: CustomerIdParamsSchema,
        body: RecordPaymentMethodSchema,
        response: {
          200: RecordedPaymentMethodSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => recordPaymentMethod(db, request.params.customerId, request.body),
  );
};
