import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  DeliveryOrderCodeParamsSchema,
  OrderDeliveryDatesSchema,
} from '@my-account/contract/delivery';
import type { Database } from '../../platform/database/schema.ts';
import { getMyDeliveryDates } from './delivery.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The delivery service (`/api/delivery`): when the customer's order is expected. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/OrderDeliveryDates/:orderCode',
    {
      schema: {
        tags: ['delivery'],
        summary:
          "The expected delivery window of one of the customer's orders (404 when there is none: cancelled, delivered, another customer's)",
        params: DeliveryOrderCodeParamsSchema,
        response: { 200: OrderDeliveryDatesSchema, ...errors },
      },
    },
    async (request) => getMyDeliveryDates(db, request.user, request.params.orderCode),
  );
};
