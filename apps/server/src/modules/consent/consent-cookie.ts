import type { CookieSerializeOptions } from '@fastify/cookie';
import { CONSENT_MAX_AGE_SECONDS } from '@my-account/contract/consent';
import { cookieDomainFor } from '@my-account/contract/cookie-domain';

/**
 * Where the consent cookie goes: the brand's whole domain (as the auth cookies), so the
 * storefront and the account share one choice; readable by script, since the app and the
 * consent manager read it; sent on top-level navigations from other sites, as a choice is no
 * secret.
 */
export function consentCookieOptions(request: {
  host: string;
  protocol: string;
}): CookieSerializeOptions {
  const domain = cookieDomainFor(request.host);
  return {
    path: '/',
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: false,
    ...(domain ? { domain } : {}),
  };
}
