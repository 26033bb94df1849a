import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AcknowledgeChangeSchema, CustomerSchema } from '@my-account/contract/customer';
import { UpdateCustomerSchema } from '@my-account/contract/customer-updates';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import type { Database } from '../../platform/database/schema.ts';
import type { GetMyCustomerOptions } from './customer-access.ts';
import { customerAddressesRoutes } from './customer-addresses.routes.ts';
import {
  acknowledgeMyCustomerChange,
  getMyCustomer,
  updateMyCustomer,
} from './customer.service.ts';

export interface CustomerRoutesOptions extends GetMyCustomerOptions {
  db: Kysely<Database>;
}

const TAGS = ['customer'];

/** The customer API (`/api/customer`): the signed-in customer's own record and address book. */
export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (
  app,
  { db, createOnFirstCall },
) => {
  app.addHook('onRequest', app.authenticate);
  const options = { createOnFirstCall };

  app.get(
    '/customers/me',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in customer (404 when the account was deleted)',
        response: { 200: CustomerSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getMyCustomer(db, request.user, options),
  );

  const update = {
    schema: {
      tags: TAGS,
      summary:
        "Saves the signed-in customer's personal details, business details or FTP callback (the last two for business customers); sets the changed flag",
      body: UpdateCustomerSchema,
      response: {
        200: CustomerSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    },
  } as const;
  app.patch('/customers/me', update, async (request) =>
    updateMyCustomer(db, request.user, request.body, options),
  );
  app.put('/customers/me', update, async (request) =>
    updateMyCustomer(db, request.user, request.body, options),
  );

  app.post(
    '/customers/me/changed/ack',
    {
      schema: {
        tags: TAGS,
        summary:
          'Acknowledges the changes the app has confirmed: clears the changed flag unless a later save came',
        // Fastify reads a request without a body as null.
        body: z.nullish(AcknowledgeChangeSchema),
        response: { 200: CustomerSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => acknowledgeMyCustomerChange(db, request.user, request.body ?? {}, options),
  );

  await app.register(customerAddressesRoutes, { db, createOnFirstCall });
};
