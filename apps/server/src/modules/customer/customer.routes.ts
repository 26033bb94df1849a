import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import type { Database } from '../../platform/database/schema.ts';
import { getMyCustomer, type GetMyCustomerOptions } from './customer.service.ts';

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
};
