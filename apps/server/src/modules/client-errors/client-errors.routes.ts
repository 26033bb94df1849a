import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientErrorReportSchema } from '@my-account/contract/client-errors';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { z } from 'zod';

/**
 * Failed operations reported by the app (the spec's error-reporting service). Public, so that
 * a failure during sign-in can still be reported; reports are logged, never stored.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['client-errors'],
        summary: 'Report a failed operation seen in the app',
        body: ClientErrorReportSchema,
        response: { 204: z.null(), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client reported an error');
      return reply.status(204).send(null);
    },
  );
};
