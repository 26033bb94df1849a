import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  ReorderQuerySchema,
  ReorderResponseSchema,
  ReorderStatusParamsSchema,
  ReorderStatusSchema,
} from '@my-account/contract/reorder';
import { vendorForHost } from '@my-account/contract/vendors';
import type { Database } from '../../platform/database/schema.ts';
import { getReorderStatus, reorder } from './reorder.service.ts';

const TAGS = ['reorder'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The reorder service (`/api/reorder`): whether and where the customer orders again. */
export const reorderRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  /** Where our prints order step lives: prints are reordered there (decision 0226). */
  publicUrl: string;
}> = async (app, { db, publicUrl }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/reorder/status/:orderCode',
    {
      schema: {
        tags: TAGS,
        summary:
          "Whether one of the customer's orders can be ordered again (not when cancelled, no longer sold or too old)",
        params: ReorderStatusParamsSchema,
        response: { 200: ReorderStatusSchema, ...errors },
      },
    },
    async (request) => getReorderStatus(db, request.user, request.params.orderCode),
  );

  app.post(
    '/reorder',
    {
      schema: {
        tags: TAGS,
        summary:
          "The vendor's shop URL that orders the order again, for prints our prints order step (409 REORDER_UNAVAILABLE when it cannot be)",
        querystring: ReorderQuerySchema,
        response: { 200: ReorderResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      reorder(db, request.user, request.query.OrderCode, {
        vendor: vendorForHost(request.host),
        publicUrl,
      }),
  );
};
