import { ErrorTimeout, User, type UserManager } from 'oidc-client-ts';
import { readAccessToken, readRefreshToken, writeAuthCookies } from '@/lib/auth-cookies';
import { isTokenValid } from '@/lib/jwt';

/** The part of oidc-client-ts' UserManager the session uses; tests pass a fake. */
export type IdentityManager = Pick<
  UserManager,
  | 'signinRedirect'
  | 'signinRedirectCallback'
  | 'signinSilent'
  | 'signoutRedirect'
  | 'getUser'
  | 'storeUser'
  | 'removeUser'
>;

export type RefreshOutcome =
  /** A new access token is in the cookie. */
  | { kind: 'refreshed'; accessToken: string }
  /** No refresh token, or the provider refused it: the session is over. */
  | { kind: 'rejected'; error?: unknown }
  /** The provider could not be reached; the session may still be fine. */
  | { kind: 'unreachable'; error: unknown };

const LOCK_NAME = 'my-account-token-refresh';

/**
 * Refresh tokens rotate, and the provider revokes the whole grant when a rotated token is
 * used twice. Tabs therefore refresh one at a time (Web Locks), and a tab that waited checks
 * first whether another tab already put a fresh token in the cookie.
 */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(LOCK_NAME, work);
  }
  return work();
}

function isTransient(error: unknown): boolean {
  return error instanceof TypeError || error instanceof ErrorTimeout;
}

/**
 * Makes sure the library's stored user carries the refresh token of the cookie (the cookie is
 * the source of truth: it may have been written by another tab or another subdomain). When it
 * does not, a user holding only that refresh token is stored, without the old id token, so the
 * library does not compare the new id token with someone else's.
 */
async function alignStoredUser(
  manager: IdentityManager,
  refreshToken: string,
  issuer: string,
): Promise<{ replaced: User | null } | undefined> {
  const stored = await manager.getUser();
  if (stored?.refresh_token === refreshToken) {
    return undefined;
  }
  await manager.storeUser(
    new User({
      access_token: readAccessToken() ?? '',
      refresh_token: refreshToken,
      token_type: 'Bearer',
      // Placeholder claims: the library replaces the profile with the new id token's claims.
      profile: { sub: '', iss: issuer, aud: '', exp: 0, iat: 0 },
    }),
  );
  return { replaced: stored };
}

export async function refreshTokens(
  manager: IdentityManager,
  options: { issuer: string; resource?: string | undefined },
): Promise<RefreshOutcome> {
  const tokenBefore = readAccessToken();
  return withRefreshLock(async (): Promise<RefreshOutcome> => {
    const current = readAccessToken();
    if (current && current !== tokenBefore && isTokenValid(current)) {
      return { kind: 'refreshed', accessToken: current };
    }
    const refreshToken = readRefreshToken();
    if (!refreshToken) {
      return { kind: 'rejected' };
    }
    let aligned: { replaced: User | null } | undefined;
    try {
      aligned = await alignStoredUser(manager, refreshToken, options.issuer);
      const user = await manager.signinSilent(
        options.resource ? { resource: options.resource } : undefined,
      );
      if (!user?.access_token) {
        return { kind: 'rejected' };
      }
      writeAuthCookies({ accessToken: user.access_token, refreshToken: user.refresh_token });
      return { kind: 'refreshed', accessToken: user.access_token };
    } catch (error) {
      // Put the previous user back: its id token is the logout hint the sign-out will need.
      if (aligned?.replaced) {
        await manager.storeUser(aligned.replaced).catch(() => undefined);
      }
      return isTransient(error) ? { kind: 'unreachable', error } : { kind: 'rejected', error };
    }
  });
}
