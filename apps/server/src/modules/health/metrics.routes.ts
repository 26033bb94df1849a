import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import type { AppContext } from '../../platform/app-context.ts';
import { sendError } from '../../platform/http/error-handler.ts';
import { carriesMetricsToken } from './metrics-access.ts';

export interface MetricsRoutesOptions {
  ctx: Pick<AppContext, 'metrics' | 'settings'>;
}

/**
 * `GET /api/metrics`: Prometheus text format for the scraper that holds METRICS_TOKEN. Anyone
 * else, and everyone when no token is set, gets the same 404 as an unknown route: the metrics
 * describe the server's load and are nobody else's business.
 */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (app, options) => {
  const { metrics, settings } = options.ctx;
  app.get(
    '/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN; 404 without it)',
        headers: z.object({ authorization: z.string().optional() }),
        response: {
          200: {
            description: 'The metrics in the Prometheus text exposition format',
            content: { 'text/plain': { schema: z.string() } },
          },
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!carriesMetricsToken(request.headers.authorization, settings.METRICS_TOKEN)) {
        sendError(reply, request, {
          statusCode: 404,
          code: 'ROUTE_NOT_FOUND',
          message: `Route GET ${request.url.split('?')[0] ?? ''} not found`,
        });
        return reply;
      }
      const text = await metrics.registry.metrics();
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};
