import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddressIdParamsSchema,
  AddressInputSchema,
  AddressListSchema,
} from '@my-account/contract/addresses';
import { CustomerAddressSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import type { Database } from '../../platform/database/schema.ts';
import type { GetMyCustomerOptions } from './customer-access.ts';
import {
  createMyAddress,
  deleteMyAddress,
  listMyAddresses,
  updateMyAddress,
} from './customer-addresses.service.ts';

const TAGS = ['customer'];
const readErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const writeErrors = { ...readErrors, 403: ErrorResponseSchema };

/**
 * The signed-in customer's address book (`/customers/me/addresses`). Addresses of other
 * customers answer 404, like missing ones.
 */
export const customerAddressesRoutes: FastifyPluginAsyncZod<
  GetMyCustomerOptions & { db: Kysely<Database> }
> = async (app, { db, createOnFirstCall }) => {
  const options = { createOnFirstCall };

  app.get(
    '/customers/me/addresses',
    {
      schema: {
        tags: TAGS,
        summary: 'The address book: default delivery first, then default billing, then by age',
        response: { 200: AddressListSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ addresses: await listMyAddresses(db, request.user, options) }),
  );

  app.post(
    '/customers/me/addresses',
    {
      schema: {
        tags: TAGS,
        summary:
          'Adds an address, checked by the rules of its country (the first one becomes both defaults)',
        body: AddressInputSchema,
        response: { 201: CustomerAddressSchema, ...writeErrors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createMyAddress(db, request.user, request.body, options)),
  );

  const update = {
    schema: {
      tags: TAGS,
      summary: 'Replaces an address; isDefaultDelivery/isDefaultBilling true make it a default',
      params: AddressIdParamsSchema,
      body: AddressInputSchema,
      response: { 200: CustomerAddressSchema, ...writeErrors },
    },
  } as const;
  app.put('/customers/me/addresses/:id', update, async (request) =>
    updateMyAddress(db, request.user, request.params.id, request.body, options),
  );
  app.patch('/customers/me/addresses/:id', update, async (request) =>
    updateMyAddress(db, request.user, request.params.id, request.body, options),
  );

  app.delete(
    '/customers/me/addresses/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Deletes an address; a default it held passes to the oldest address left',
        params: AddressIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteMyAddress(db, request.user, request.params.id, options);
      return reply.status(204).send(null);
    },
  );
};
