import type { AppConfig } from '@my-account/contract/app-config';
import { AccessTokenClaimsSchema, type AccessTokenClaims } from '@my-account/contract/auth';
import { paths } from '@/config/paths';
import {
  readAccessToken,
  readRefreshToken,
  removeAuthCookies,
  writeAuthCookies,
} from '@/lib/auth-cookies';
import { decodeJwtPayload, isTokenValid, tokenExpiresAt } from '@/lib/jwt';
import { reportError } from '@/lib/report-error';
import { setTrackedSubject } from '@/lib/tracking';
import { AUTH_ERROR } from '@/features/auth/lib/auth-error';
import {
  currentReturnPath,
  rememberPostLogoutRedirect,
  sameOriginPath,
  takePostLogoutRedirect,
} from '@/features/auth/lib/redirect-target';
import type { IdentityManager } from '@/features/auth/lib/refresh-tokens';
import { lazyIdentityClient } from '@/features/auth/lib/lazy-identity-client';

export type AuthSnapshot =
  | { status: 'idle' }
  | { status: 'signingIn' }
  | { status: 'redirecting' }
  | { status: 'authenticated'; claims: AccessTokenClaims }
  | { status: 'failed'; error: unknown }
  | { status: 'signingOut' };

export interface AuthSession {
  getSnapshot: () => AuthSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** The spec's "sign-in requested": cookie, else refresh, else the provider. */
  start: () => Promise<void>;
  /** Finishes the authorization-code flow on /auth/callback; resolves the path to go back to. */
  completeSignIn: (url: string) => Promise<string | undefined>;
  /** New tokens from the refresh-token cookie; false when the session cannot be refreshed. */
  refresh: () => Promise<boolean>;
  /** The session was abandoned (refresh refused, 401 after refresh): sign out. */
  abandon: () => void;
  /** Removes both cookies and ends the session at the provider. */
  signOut: (redirectUrl?: string) => Promise<void>;
  /**
   * The provider has already ended this sign-in (a confirmed e-mail change or account deletion
   * ends every one):
   * removes the tokens here and goes to `target` without the provider's sign-out page, which
   * would only ask about a session that is gone.
   */
  leaveEndedSession: (target: string) => Promise<void>;
}

/** Marks that a failed callback already sent the app to / once, so it cannot loop. */
const RETRIED_KEY = 'auth.retriedAfterFailure';
/** Refresh this long before the access token expires. */
const REFRESH_AHEAD_MS = 60_000;
const RETRY_REFRESH_MS = 30_000;

interface SessionOptions {
  identityManager?: IdentityManager;
  /** Full-page navigation; replaced in tests. */
  assignLocation?: (url: string) => void;
}

function readClaims(accessToken: string): AccessTokenClaims {
  return AccessTokenClaimsSchema.parse(decodeJwtPayload(accessToken));
}

function sessionFlag(key: string, value?: string): string | null {
  try {
    if (value !== undefined) {
      window.sessionStorage.setItem(key, value);
    }
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function clearSessionFlag(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear without session storage.
  }
}

export function createAuthSession(
  config: AppConfig | undefined,
  options: SessionOptions = {},
): AuthSession {
  if (!config && !options.identityManager) {
    throw new Error('Config should be loaded before authentication');
  }
  const identity = lazyIdentityClient(config, options.identityManager);
  const assignLocation =
    options.assignLocation ??
    ((url: string) => {
      window.location.replace(url);
    });

  let snapshot: AuthSnapshot = { status: 'idle' };
  const listeners = new Set<() => void>();
  let refreshInFlight: Promise<boolean> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  function setSnapshot(next: AuthSnapshot) {
    snapshot = next;
    for (const listener of listeners) {
      listener();
    }
  }

  function scheduleRefresh(delayMs: number) {
    clearTimeout(refreshTimer);
    if (!readRefreshToken()) {
      return;
    }
    refreshTimer = setTimeout(
      () => {
        refresh().then(
          (ok) => {
            if (!ok) {
              abandon();
            }
          },
          () => {
            scheduleRefresh(RETRY_REFRESH_MS);
          },
        );
      },
      Math.max(delayMs, 5_000),
    );
  }

  function authenticate(accessToken: string) {
    const claims = readClaims(accessToken);
    setTrackedSubject(claims.sub);
    clearSessionFlag(RETRIED_KEY);
    setSnapshot({ status: 'authenticated', claims });
    const expiresAt = tokenExpiresAt(accessToken);
    if (expiresAt !== undefined) {
      scheduleRefresh(expiresAt - Date.now() - REFRESH_AHEAD_MS);
    }
  }

  /** Reports 'Auth Error'; a failed callback (state in the URL) restarts once from /. */
  function failSignIn(error: unknown) {
    reportError(error, AUTH_ERROR);
    const hasState = new URLSearchParams(window.location.search).has('state');
    if (hasState && !sessionFlag(RETRIED_KEY)) {
      sessionFlag(RETRIED_KEY, '1');
      setSnapshot({ status: 'redirecting' });
      assignLocation(paths.home);
      return;
    }
    setSnapshot({ status: 'failed', error });
  }

  async function redirectToProvider() {
    setSnapshot({ status: 'redirecting' });
    const manager = await identity.manager();
    await manager.signinRedirect({ state: { returnTo: currentReturnPath() } });
  }

  async function start() {
    if (snapshot.status !== 'idle' && snapshot.status !== 'failed') {
      return;
    }
    const afterLogout = takePostLogoutRedirect();
    if (afterLogout && afterLogout !== currentReturnPath()) {
      setSnapshot({ status: 'redirecting' });
      assignLocation(afterLogout);
      return;
    }
    setSnapshot({ status: 'signingIn' });
    try {
      const accessToken = readAccessToken();
      if (accessToken && isTokenValid(accessToken)) {
        authenticate(accessToken);
        return;
      }
      if (readRefreshToken()) {
        const outcome = await identity.refresh();
        if (outcome.kind === 'refreshed') {
          authenticate(outcome.accessToken);
          return;
        }
        if (outcome.kind === 'unreachable') {
          throw outcome.error;
        }
        // A refused refresh token only means a new sign-in at the provider is needed.
        removeAuthCookies();
      }
      await redirectToProvider();
    } catch (error) {
      failSignIn(error);
    }
  }

  async function completeSignIn(url: string) {
    setSnapshot({ status: 'signingIn' });
    try {
      const user = await (await identity.manager()).signinRedirectCallback(url);
      writeAuthCookies({ accessToken: user.access_token, refreshToken: user.refresh_token });
      authenticate(user.access_token);
      const state: unknown = user.state;
      return typeof state === 'object' && state !== null && 'returnTo' in state
        ? sameOriginPath(state.returnTo)
        : undefined;
    } catch (error) {
      failSignIn(error);
      return undefined;
    }
  }

  function refresh(): Promise<boolean> {
    refreshInFlight ??= identity
      .refresh()
      .then((outcome) => {
        if (outcome.kind === 'unreachable') {
          throw outcome.error;
        }
        if (outcome.kind === 'rejected') {
          return false;
        }
        authenticate(outcome.accessToken);
        return true;
      })
      .finally(() => {
        refreshInFlight = undefined;
      });
    return refreshInFlight;
  }

  /** Forgets the tokens here; false when a sign-out is already under way. */
  function beginSignOut(): boolean {
    if (snapshot.status === 'signingOut') {
      return false;
    }
    setSnapshot({ status: 'signingOut' });
    clearTimeout(refreshTimer);
    removeAuthCookies();
    setTrackedSubject(undefined);
    return true;
  }

  async function signOut(redirectUrl?: string) {
    if (!beginSignOut()) {
      return;
    }
    const target = sameOriginPath(redirectUrl);
    if (target) {
      rememberPostLogoutRedirect(target);
    }
    try {
      // id_token_hint comes from the library's stored user; without one it sends client_id.
      await (await identity.manager()).signoutRedirect();
    } catch (error) {
      reportError(error, 'Sign out');
      await identity.removeStoredUser();
      assignLocation(target ?? paths.home);
    }
  }

  async function leaveEndedSession(target: string) {
    if (!beginSignOut()) {
      return;
    }
    await identity.removeStoredUser();
    assignLocation(sameOriginPath(target) ?? paths.home);
  }

  function abandon() {
    void signOut();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    completeSignIn,
    refresh,
    abandon,
    signOut,
    leaveEndedSession,
  };
}
