import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../../config/env.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

/**
 * The app's hashed scripts and styles: a CSP on them is never read (only documents and workers
 * apply one), and at ~5 KB it would outweigh many of the files it rides on.
 */
const HASHED_ASSETS = /^\/assets\/[^?]*\.(js|css)(\?|$)/;

/**
 * JSON answers are never rendered as a document, so the page policy (~3.5 KB, every brand
 * origin) means nothing on them: they carry the short policy an API gives, which still refuses
 * everything should one be opened or framed.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const JSON_CONTENT = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Security headers on every response, pages and API alike: the page policy on documents, the
 * short one on JSON answers, no CSP on hashed scripts and styles.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: AppSettings): void {
  // Built once: @fastify/helmet builds the middleware (and re-parses the CSP) on every request.
  const options = {
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Brand hosts (www., myaccount.) are one site: let them embed each other's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Browsers ignore HSTS over http; sending it there would only mislead.
    strictTransportSecurity: settings.PUBLIC_URL.startsWith('https:'),
  } as const;
  const documentHeaders = helmet({
    ...options,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings) },
  });
  const assetHeaders = helmet({ ...options, contentSecurityPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    const applyHeaders = HASHED_ASSETS.test(request.url) ? assetHeaders : documentHeaders;
    applyHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
  // The content type is known only once the answer is made.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && JSON_CONTENT.test(type)) {
      reply.raw.removeHeader('content-security-policy');
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    }
    done(null, payload);
  });
}
