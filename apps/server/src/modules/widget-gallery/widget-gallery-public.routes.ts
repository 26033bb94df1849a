import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { BlockedOrderParamsSchema, BlockedOrderSchema } from '@my-account/contract/widget-gallery';
import type { Database } from '../../platform/database/schema.ts';
import { blockedOrderStatus } from './widget-gallery.service.ts';

/** `GET /v1/blockedorders/{orderCode}` without a token, as the spec lists it. */
export const widgetGalleryPublicRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/v1/blockedorders/:orderCode',
    {
      schema: {
        tags: ['widget-gallery'],
        summary:
          "Whether an order (a photo book's product code) is blocked from the gallery (no token): only that, for any code",
        params: BlockedOrderParamsSchema,
        response: { 200: BlockedOrderSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => blockedOrderStatus(db, request.params.orderCode),
  );
};
