import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessStatusSchema,
  BusinessStatusUpdateSchema,
  CustomerIdParamsSchema,
} from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { serviceSecurity } from '../../platform/http/openapi.ts';
import type { Database } from '../../platform/database/schema.ts';
import { changeBusinessStatus } from './customer-care.service.ts';

/** The customer API's internal routes (`/api/customer/internal`), for customer care. */
export const customerInternalRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticateService('customer-care'));

  app.put(
    '/customers/:customerId/status',
    {
      schema: {
        tags: ['customer (internal)'],
        summary:
          'Customer care validates or blocks a business customer (409 for a private customer)',
        security: serviceSecurity('customer-care'),
        params: CustomerIdParamsSchema,
        body: BusinessStatusUpdateSchema,
        response: {
          200: BusinessStatusSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const result = await changeBusinessStatus(db, request.params.customerId, request.body);
      // Who validated or blocked whom stays in the log for the operator.
      request.log.info(
        { serviceClient: request.service.clientId, ...result },
        'business status set by a service',
      );
      return result;
    },
  );
};
