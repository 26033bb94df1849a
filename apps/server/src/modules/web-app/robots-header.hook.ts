import type { FastifyInstance } from 'fastify';
import { robotsContent } from '@my-account/contract/robots';
import type { AppSettings } from '../../config/env.ts';
import { productionHosts } from '../../config/production-hosts.ts';

/**
 * X-Robots-Tag on every response, by the rule the app's robots meta tag follows: only the root
 * path of a production host may be indexed. The header reaches crawlers before any script runs,
 * and covers what has no meta tag (API answers, files).
 */
export function registerRobotsHeader(app: FastifyInstance, settings: AppSettings): void {
  const hosts = productionHosts(settings);
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    void reply.header(
      'X-Robots-Tag',
      robotsContent({ hostname: request.hostname, pathname, productionHosts: hosts }),
    );
  });
}
