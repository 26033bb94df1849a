import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  AnonymousUploadsBodySchema,
  AnonymousUploadsSchema,
  StoredUploadSchema,
  UploadAccountQuerySchema,
  UploadIdParamsSchema,
} from '@my-account/contract/activation';
import type { Database } from '../../platform/database/schema.ts';
import { getAnonymousUploads, getUpload } from './uploads.service.ts';

export interface UploadsRoutesOptions {
  db: Kysely<Database>;
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const TAGS = ['uploads'];

/** The uploads service (`/api/uploads`): files of the customer's past orders and projects. */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/uploads/:id',
    {
      schema: {
        tags: TAGS,
        summary: "One of the caller's uploads (accountId must be the caller's); 404 = none",
        params: UploadIdParamsSchema,
        querystring: UploadAccountQuerySchema,
        response: { 200: StoredUploadSchema, ...errors },
      },
    },
    async (request) => getUpload(db, request.user, request.params.id, request.query.accountId),
  );

  app.post(
    '/getanonymousuploads',
    {
      schema: {
        tags: TAGS,
        summary: 'Those of the ids that are uploads made without an account',
        body: AnonymousUploadsBodySchema,
        response: { 200: AnonymousUploadsSchema, ...errors },
      },
    },
    async (request) => getAnonymousUploads(db, request.body),
  );
};
