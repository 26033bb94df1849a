import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  AccountIdParamsSchema,
  DeliveryAddressChangeSchema,
  OrderCodeParamsSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrdersByAccountQuerySchema,
  OrderSchema,
  SuperOrderListQuerySchema,
  SuperOrderListSchema,
  SuperOrderSchema,
} from '@my-account/contract/orders';
import type { AppContext } from '../../platform/app-context.ts';
import { createOrdersDeps, ordersImageBase } from './orders.deps.ts';
import {
  changeMyDeliveryAddress,
  getMyOrder,
  getMySuperOrder,
  listMyOrdersByAccount,
  listMySuperOrders,
} from './orders.service.ts';

const TAGS = ['orders'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The orders API (`/api/orders`, the spec's paths): the signed-in customer's own orders. */
export const ordersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createOrdersDeps(ctx);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v2/superorders/me',
    {
      schema: {
        tags: TAGS,
        summary:
          "The customer's orders, newest first, a page at a time (Offset, Limit up to 100; OrderState=notExpired leaves out expired unpaid checkouts)",
        querystring: SuperOrderListQuerySchema,
        response: { 200: SuperOrderListSchema, ...errors },
      },
    },
    async (request) =>
      listMySuperOrders(deps, request.user, request.query, ordersImageBase(request)),
  );

  app.get(
    '/v1/superorders/:code',
    {
      schema: {
        tags: TAGS,
        summary: "One of the customer's orders by its code (404 for another customer's)",
        params: OrderCodeParamsSchema,
        response: { 200: SuperOrderSchema, ...errors },
      },
    },
    async (request) =>
      getMySuperOrder(deps, request.user, request.params.code, ordersImageBase(request)),
  );

  app.get(
    '/orders/byAccount/:accountId',
    {
      schema: {
        tags: TAGS,
        summary:
          "The customer's products, newest first, of the article types in articleNames (comma list); accountId is the customer record's id",
        params: AccountIdParamsSchema,
        querystring: OrdersByAccountQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request) =>
      listMyOrdersByAccount(
        deps,
        request.user,
        request.params.accountId,
        request.query,
        ordersImageBase(request),
      ),
  );

  app.get(
    '/v1/Orders/:id',
    {
      schema: {
        tags: TAGS,
        summary: "One product of the customer's orders by its id",
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => getMyOrder(deps, request.user, request.params.id, ordersImageBase(request)),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/v1/superorders/:code/deliveryAddress',
      schema: {
        tags: TAGS,
        summary:
          'Delivers the order to this address (home delivery) while production has not started; 409 DELIVERY_ADDRESS_LOCKED afterwards',
        params: OrderCodeParamsSchema,
        body: DeliveryAddressChangeSchema,
        response: {
          200: SuperOrderSchema,
          ...errors,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
      handler: async (request) =>
        changeMyDeliveryAddress(
          deps,
          request.user,
          request.params.code,
          request.body,
          ordersImageBase(request),
        ),
    });
  }
};
