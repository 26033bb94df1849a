import { VENDORS } from '@my-account/contract/vendors';
import type { AppSettings } from './env.ts';

/**
 * Every origin the app may be served from: the public URL, plain localhost, each brand's
 * `<host>.localhost` on this port (local trial), each brand's production host, and any
 * extra origins from CORS_ORIGINS. CORS and the OpenID client's redirect URIs both use it.
 */
export function appOrigins(settings: AppSettings): string[] {
  const port = settings.PORT;
  const origins = new Set<string>([new URL(settings.PUBLIC_URL).origin]);
  origins.add(`http://localhost:${port}`);
  origins.add(`http://127.0.0.1:${port}`);
  for (const vendor of VENDORS) {
    origins.add(`http://${vendor.host}.localhost:${port}`);
    origins.add(`https://myaccount.${vendor.host}`);
    origins.add(`https://www.${vendor.host}`);
  }
  for (const extra of settings.CORS_ORIGINS.split(',')) {
    const trimmed = extra.trim();
    if (trimmed) {
      origins.add(new URL(trimmed).origin);
    }
  }
  return [...origins];
}

export interface RequestAddress {
  protocol: string;
  host: string;
}

/**
 * The app origin a request came to, for URLs that leave the server (service URLs, mail links):
 * the request's own origin only when its host is one of `appOrigins`, else PUBLIC_URL's. The
 * Host header still chooses the brand, but an arbitrary one is never written into a URL.
 */
export function appOriginResolver(settings: AppSettings): (request: RequestAddress) => string {
  const fallback = new URL(settings.PUBLIC_URL).origin;
  const byHost = new Map<string, string[]>();
  for (const origin of appOrigins(settings)) {
    const { host } = new URL(origin);
    byHost.set(host, [...(byHost.get(host) ?? []), origin]);
  }
  return ({ protocol, host }) => {
    const candidates = byHost.get(host.toLowerCase()) ?? [];
    const sameProtocol = candidates.find((origin) => origin.startsWith(`${protocol}://`));
    return sameProtocol ?? candidates[0] ?? fallback;
  };
}
