import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { AccountInformationSchema } from '@my-account/contract/photos';
import type { Database } from '../../platform/database/schema.ts';
import { getAccountInformation } from './photo-deletion.service.ts';

export interface PhotoDeletionRoutesOptions {
  db: Kysely<Database>;
}

/** The photo-deletion service (`/api/photo-deletion`): when the customer's photos expire. */
export const photoDeletionRoutes: FastifyPluginAsyncZod<PhotoDeletionRoutesOptions> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticate);

  // The spec names the call but not its method; both answer the same.
  app.route({
    method: ['GET', 'POST'],
    url: '/getaccountinformation',
    schema: {
      tags: ['photo-deletion'],
      summary: 'Registration, last order and the projected deletion date of the photos',
      response: { 200: AccountInformationSchema, 401: ErrorResponseSchema },
    },
    handler: async (request) => getAccountInformation(db, request.user),
  });
};
