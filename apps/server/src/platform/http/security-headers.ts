import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../../config/env.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** Security headers on every response, pages and API alike. */
export function registerSecurityHeaders(app: FastifyInstance, settings: AppSettings): void {
  // Built once: @fastify/helmet builds the middleware (and re-parses the CSP) on every request.
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Brand hosts (www., myaccount.) are one site: let them embed each other's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Browsers ignore HSTS over http; sending it there would only mislead.
    strictTransportSecurity: settings.PUBLIC_URL.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
}
