import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  NewPrintsOrderSchema,
  PlacedPrintsOrderSchema,
  PrintsOrderCodeParamsSchema,
  PrintsPriceListQuerySchema,
  PrintsPriceListSchema,
  PrintsReorderSchema,
} from '@my-account/contract/prints';
import type { AppContext } from '../../platform/app-context.ts';
import { createOrdersDeps } from '../orders/orders.public.ts';
import { printsPriceList } from './prints-catalogue.ts';
import { placePrintsOrder } from './prints-order.service.ts';
import { getPrintsReorder } from './prints-reorder.service.ts';

const TAGS = ['prints'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The prints order step (`/api/prints`; not a service of the spec, decision 0225): the price
 * list of a channel's prints, ordering prints of the customer's photos, and what a reorder of
 * prints starts from.
 */
export const printsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createOrdersDeps(ctx);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/price-list',
    {
      schema: {
        tags: TAGS,
        summary:
          "The channel's prints article: sizes with the price per print, finishes, borders, shipping (404 for an unknown channel)",
        querystring: PrintsPriceListQuerySchema,
        response: { 200: PrintsPriceListSchema, ...errors },
      },
    },
    async (request) => printsPriceList(request.query.channel),
  );

  app.post(
    '/v1/orders',
    {
      schema: {
        tags: TAGS,
        summary:
          "Orders prints of the customer's photos to an address of their address book, priced by the server and paid with the stored payment method (409 PAYMENT_METHOD_REQUIRED without one)",
        body: NewPrintsOrderSchema,
        response: {
          201: PlacedPrintsOrderSchema,
          ...errors,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await placePrintsOrder(deps, request.user, request.body)),
  );

  app.get(
    '/v1/reorders/:orderCode',
    {
      schema: {
        tags: TAGS,
        summary:
          "What ordering one of the customer's orders of prints again starts from: photos still in the library, quantities, options (404 for another's)",
        params: PrintsOrderCodeParamsSchema,
        response: { 200: PrintsReorderSchema, ...errors },
      },
    },
    async (request) => getPrintsReorder(ctx.database.db, request.user, request.params.orderCode),
  );
};
