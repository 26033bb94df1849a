import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { sendError } from '../../platform/http/error-handler.ts';
import { checkReadiness, type NotReadyReason, type ReadinessDeps } from './readiness.service.ts';

export interface HealthRoutesOptions {
  ctx: ReadinessDeps;
}

const NOT_READY_MESSAGES: Record<NotReadyReason, string> = {
  starting: 'The server is starting.',
  draining: 'The server is shutting down.',
  database: 'The database does not answer.',
  redis: 'Redis does not answer.',
};

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness check: the process is up (restart it when this fails)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { unavailableIsAnswer: true },
      schema: {
        tags: ['platform'],
        summary: 'Readiness check: send this server traffic only while it answers 200',
        response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const reason = await checkReadiness(options.ctx);
      if (reason === undefined) {
        return { status: 'ready' as const };
      }
      // Answered, not thrown, and logged as a refusal: a balancer polls a draining server every
      // second or so, and that is no failure.
      void reply.header('cache-control', 'no-store');
      sendError(reply, request, {
        statusCode: 503,
        code: 'NOT_READY',
        message: NOT_READY_MESSAGES[reason],
      });
      return reply;
    },
  );
};
