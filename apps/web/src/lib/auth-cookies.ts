import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@my-account/contract/auth';
import { cookieDomainFor } from '@my-account/contract/cookie-domain';
import { tokenExpiresAt } from '@/lib/jwt';

/**
 * The refresh token is opaque, so its cookie lives as long as the provider's sign-in session
 * (14 days, decision 0012); the provider still decides whether the token is accepted.
 */
const REFRESH_COOKIE_DAYS = 14;

function cookieAttributes(): Cookies.CookieAttributes {
  const domain = cookieDomainFor(window.location.host);
  return {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  };
}

export function readAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE);
}

export function readRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_TOKEN_COOKIE);
}

export interface TokenSet {
  accessToken: string;
  refreshToken?: string | undefined;
}

/** Stores the tokens in the spec's cookies; the access cookie expires with its token. */
export function writeAuthCookies({ accessToken, refreshToken }: TokenSet): void {
  const attributes = cookieAttributes();
  const expiresAt = tokenExpiresAt(accessToken);
  Cookies.set(ACCESS_TOKEN_COOKIE, accessToken, {
    ...attributes,
    ...(expiresAt ? { expires: new Date(expiresAt) } : {}),
  });
  if (refreshToken) {
    Cookies.set(REFRESH_TOKEN_COOKIE, refreshToken, {
      ...attributes,
      expires: REFRESH_COOKIE_DAYS,
    });
  }
}

export function removeAuthCookies(): void {
  const attributes = cookieAttributes();
  for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
    Cookies.remove(name, attributes);
    // A cookie written before the domain rule applied would be host-only: remove that too.
    Cookies.remove(name, { path: '/' });
  }
}
