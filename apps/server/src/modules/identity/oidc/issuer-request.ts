import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppSettings } from '../../../config/env.ts';
import { HttpError } from '../../../platform/http/http-error.ts';

/**
 * oidc-provider (a Koa app) builds every URL it names (discovery, redirects, form actions) from
 * the request's protocol and Host, and marks cookies Secure by that protocol. So every request to
 * the provider and its pages is first made to say what this server knows for sure: PUBLIC_URL's
 * protocol and host, and the client address Fastify found under TRUST_PROXY. Nothing a client
 * writes in Host or X-Forwarded-* reaches the provider's URLs.
 *
 * With an https PUBLIC_URL, a request that did not come over https (directly or from a trusted
 * proxy) is refused: a Secure cookie cannot be set on it, and redirecting would loop forever
 * behind a proxy that is not trusted yet.
 */
export function issuerRequestHook(settings: AppSettings): onRequestAsyncHookHandler {
  const publicUrl = new URL(settings.PUBLIC_URL);
  const protocol = publicUrl.protocol.replace(/:$/, '');
  return async (request) => {
    if (protocol === 'https' && request.protocol !== 'https') {
      throw new HttpError(
        400,
        'HTTPS_REQUIRED',
        `Sign-in is only served over HTTPS, at ${settings.PUBLIC_URL}/oidc. Behind a reverse ` +
          'proxy that ends TLS, set TRUST_PROXY to its address so its X-Forwarded-Proto counts.',
      );
    }
    const headers = request.raw.headers;
    headers.host = publicUrl.host;
    headers['x-forwarded-proto'] = protocol;
    headers['x-forwarded-for'] = request.ip;
    delete headers['x-forwarded-host'];
  };
}
