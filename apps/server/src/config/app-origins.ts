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
