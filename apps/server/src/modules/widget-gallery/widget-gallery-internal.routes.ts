import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  BlockedOrderParamsSchema,
  BlockedOrderSchema,
  BlockOrderRequestSchema,
} from '@my-account/contract/widget-gallery';
import type { Database } from '../../platform/database/schema.ts';
import { serviceSecurity } from '../../platform/http/openapi.ts';
import { blockOrderFromGallery, unblockOrderFromGallery } from './gallery-care.service.ts';

const TAGS = ['widget-gallery (internal)'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The gallery's internal routes (`/api/widget-gallery/internal`), for customer care. */
export const widgetGalleryInternalRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticateService('customer-care'));

  app.put(
    '/blockedorders/:orderCode',
    {
      schema: {
        tags: TAGS,
        summary:
          "Customer care blocks an order (a photo book's product code) from the gallery: its entries go, and it cannot be published until unblocked",
        security: serviceSecurity('customer-care'),
        params: BlockedOrderParamsSchema,
        body: BlockOrderRequestSchema,
        response: { 200: BlockedOrderSchema, ...errors },
      },
    },
    async (request) => {
      const result = await blockOrderFromGallery(db, request.params.orderCode, {
        clientId: request.service.clientId,
        reason: request.body.reason,
      });
      request.log.info(
        { serviceClient: request.service.clientId, orderCode: result.orderCode },
        'order blocked from the widget gallery',
      );
      return result;
    },
  );

  app.delete(
    '/blockedorders/:orderCode',
    {
      schema: {
        tags: TAGS,
        summary: 'Customer care lifts the block: the order may be published in the gallery again',
        security: serviceSecurity('customer-care'),
        params: BlockedOrderParamsSchema,
        response: { 200: BlockedOrderSchema, ...errors },
      },
    },
    async (request) => {
      const result = await unblockOrderFromGallery(db, request.params.orderCode);
      request.log.info(
        { serviceClient: request.service.clientId, orderCode: result.orderCode },
        'order unblocked from the widget gallery',
      );
      return result;
    },
  );
};
