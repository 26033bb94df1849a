import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { EMBEDDED_ISSUER_PATH } from '../../../platform/auth/issuer.ts';

/**
 * Mounts oidc-provider (a Koa app) under /oidc: one catch-all route hands the raw request and
 * response over. The provider parses its own bodies, so this scope replaces Fastify's body
 * parsers with one that leaves the stream untouched. `originalUrl` tells the provider its mount
 * path, as Express would. More specific routes (our interaction pages and assets under
 * /oidc/...) win over the catch-all.
 */
export function oidcMountRoutes(provider: Provider): FastifyPluginAsync {
  const handle = provider.callback();
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });

    app.all('/*', { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      const raw = request.raw;
      const url = raw.url ?? '/';
      Object.assign(raw, { originalUrl: url });
      raw.url = url.slice(EMBEDDED_ISSUER_PATH.length) || '/';
      try {
        await handle(raw, reply.raw);
      } catch (error) {
        // Koa answers errors itself; this only catches a failure to even start.
        request.log.error({ err: error }, 'the OpenID provider failed');
        if (!reply.raw.headersSent) {
          reply.raw.statusCode = 500;
        }
        reply.raw.end();
      }
    });
  };
}
