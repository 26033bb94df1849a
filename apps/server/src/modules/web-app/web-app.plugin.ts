import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@my-account/contract/auth';
import { CONSENT_COOKIE, parseConsentCode } from '@my-account/contract/consent';
import { appScripts } from './app-scripts.ts';
import { createIndexPage, type IndexPageVisitor } from './index-page.ts';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/** Paths the single-page app never owns: a miss there is a real 404, not an app route. */
const NOT_APP_PATHS = /^\/(api|oidc|push|locales|config\.json|assets|brands)(\/|$)/;

/**
 * The spec's token cookies (with either, the entry boots the app instead of redirecting) and
 * the cookie choice.
 */
function visitorOf(cookieHeader: string | undefined): IndexPageVisitor {
  const cookies = new Map(
    (cookieHeader ?? '').split(';').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  return {
    hasSession: cookies.has(ACCESS_TOKEN_COOKIE) || cookies.has(REFRESH_TOKEN_COOKIE),
    // As the app reads it: anything but one of the four codes is no choice yet.
    consentPending: parseConsentCode(cookies.get(CONSENT_COOKIE)) === undefined,
  };
}

export interface WebApp {
  /** Answers an unknown GET for an HTML page with the app's index.html; false when it did not. */
  tryServeIndex(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * Serves the built app (apps/web/dist): hashed assets cached for good, index.html never cached,
 * and every app route (/orders, /my-photos/...) answered with index.html in the brand of the
 * host (index-page.ts). The build writes a brotli (.br) and gzip (.gz) copy beside each text
 * file; the one the browser accepts is sent (decision 0260), the plain file when it accepts
 * neither or no copy was worth making. index.html itself is compressed as it is sent.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir?: string; defaultVendorHost: string },
): Promise<WebApp> {
  const distDir = options.distDir ?? WEB_DIST_DIR;
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'the web app is not built; run `npm run build` to serve it');
    return { tryServeIndex: () => false };
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite names every file under assets/ by its content hash: a new build makes new names.
      const hashed = relative(distDir, path).startsWith(`assets${sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexPage = createIndexPage(readFileSync(join(distDir, 'index.html'), 'utf8'), {
    defaultVendorHost: options.defaultVendorHost,
    appScripts: appScripts(distDir),
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexPage(request.host, visitorOf(request.headers.cookie)));
  // The root is a folder to the static plugin (which refuses folders); it is the app's home.
  app.get('/', { schema: { hide: true } }, sendIndex);
  return {
    tryServeIndex(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml) {
        return false;
      }
      if (NOT_APP_PATHS.test(path)) {
        return false;
      }
      void sendIndex(request, reply);
      return true;
    },
  };
}
