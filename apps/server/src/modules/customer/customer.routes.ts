import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerSchema, UpdateCustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import type { Database } from '../../platform/database/schema.ts';
import { getMyCustomer, updateMyCustomer, type GetMyCustomerOptions } from './customer.service.ts';

export interface CustomerRoutesOptions extends GetMyCustomerOptions {
  db: Kysely<Database>;
}

/** The customer API (`/api/customer`): the signed-in customer's own record. */
export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (
  app,
  { db, createOnFirstCall },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/customers/me',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer (404 when the account was deleted)',
        response: { 200: CustomerSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getMyCustomer(db, request.user, { createOnFirstCall }),
  );

  const update = {
    schema: {
      tags: ['customer'],
      summary:
        "Updates the signed-in customer's FTP order-status callback (business customers only)",
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
    updateMyCustomer(db, request.user, request.body, { createOnFirstCall }),
  );
  app.put('/customers/me', update, async (request) =>
    updateMyCustomer(db, request.user, request.body, { createOnFirstCall }),
  );
};
