import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerIdParamsSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  NewSuperOrderSchema,
  OrderCodeParamsSchema,
  OrderStatusUpdateSchema,
  SuperOrderSchema,
} from '@my-account/contract/orders';
import type { AppContext } from '../../platform/app-context.ts';
import { serviceSecurity } from '../../platform/http/openapi.ts';
import { createOrdersDeps } from './orders.deps.ts';
import { placeSuperOrder, reportOrderStatus } from './orders-intake.service.ts';

const TAGS = ['orders (internal)'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The orders API's internal routes (`/api/orders/internal`): the shop places orders, the
 * fulfilment system reports their progress, each with its own client-credentials scope.
 */
export const ordersInternalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const deps = createOrdersDeps(ctx);

  app.post(
    '/customers/:customerId/superorders',
    {
      onRequest: app.authenticateService('shop'),
      schema: {
        tags: TAGS,
        summary:
          "The shop places a customer's checkout: products (article, quantity, price, voucher, the photos or project it is made of), payment, delivery type and address. Restarts the customer's photo storage period.",
        security: serviceSecurity('shop'),
        params: CustomerIdParamsSchema,
        body: NewSuperOrderSchema,
        response: { 201: SuperOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await placeSuperOrder(deps, request.params.customerId, request.body);
      request.log.info(
        { serviceClient: request.service.clientId, orderCode: order.orderCode },
        'order placed by a service',
      );
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/superorders/:code/status',
    {
      onRequest: app.authenticateService('fulfilment'),
      schema: {
        tags: TAGS,
        summary:
          'The fulfilment system reports a status (forward only; Cancelled before dispatch; Dispatched with a tracking link), optionally with a granular status and the payment outcome',
        security: serviceSecurity('fulfilment'),
        params: OrderCodeParamsSchema,
        body: OrderStatusUpdateSchema,
        response: { 200: SuperOrderSchema, ...errors },
      },
    },
    async (request) => reportOrderStatus(deps, request.params.code, request.body),
  );
};
