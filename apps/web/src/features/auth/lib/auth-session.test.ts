import { ErrorResponse, User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@my-account/contract/app-config';
import { readAccessToken, readRefreshToken } from '@/lib/auth-cookies';
import { reportError } from '@/lib/report-error';
import { getTrackedSubject } from '@/lib/tracking';
import { createAuthSession } from '@/features/auth/lib/auth-session';
import type { IdentityManager } from '@/features/auth/lib/refresh-tokens';
import { fakeAccessToken, fakeJwt } from '@/testing/fake-jwt';

vi.mock('@/lib/report-error', () => ({ reportError: vi.fn() }));

const config = {
  auth: {
    authority: 'http://idp.test/oidc',
    clientId: 'my-account-web',
    scope: 'openid email profile offline_access',
  },
} as AppConfig;

function fakeManager() {
  return {
    signinRedirect: vi.fn<UserManager['signinRedirect']>(() => Promise.resolve()),
    signinRedirectCallback: vi.fn<UserManager['signinRedirectCallback']>(),
    signinSilent: vi.fn<UserManager['signinSilent']>(),
    signoutRedirect: vi.fn<UserManager['signoutRedirect']>(() => Promise.resolve()),
    getUser: vi.fn<UserManager['getUser']>(() => Promise.resolve(null)),
    storeUser: vi.fn<UserManager['storeUser']>(() => Promise.resolve()),
    removeUser: vi.fn<UserManager['removeUser']>(() => Promise.resolve()),
  } satisfies IdentityManager;
}

function user(accessToken: string, refreshToken: string, state?: unknown): User {
  return new User({
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: 'account-1', iss: 'http://idp.test/oidc', aud: 'x', exp: 0, iat: 0 },
    userState: state,
  });
}

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/`;
}

function clearCookies() {
  for (const name of ['auth_access_token', 'auth_refresh_token']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/orders?tab=history');
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('start (sign-in requested)', () => {
  it('is authenticated at once with a valid access token cookie', async () => {
    const token = fakeAccessToken({ sub: 'account-7', amr: ['pwd', 'B2B'] });
    setCookie('auth_access_token', token);
    const manager = fakeManager();
    const session = createAuthSession(config, { identityManager: manager });
    await session.start();
    expect(session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      claims: { sub: 'account-7' },
    });
    expect(getTrackedSubject()).toBe('account-7');
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('refreshes with the refresh-token cookie when the access token is gone', async () => {
    setCookie('auth_refresh_token', 'refresh-1');
    const manager = fakeManager();
    const fresh = fakeAccessToken({ sub: 'account-8' });
    manager.signinSilent.mockResolvedValue(user(fresh, 'refresh-2'));
    const session = createAuthSession(config, { identityManager: manager });
    await session.start();
    expect(manager.storeUser).toHaveBeenCalledWith(
      expect.objectContaining({ refresh_token: 'refresh-1' }),
    );
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(readAccessToken()).toBe(fresh);
    expect(readRefreshToken()).toBe('refresh-2');
  });

  it('goes to the provider when the refresh token is refused', async () => {
    setCookie('auth_refresh_token', 'refresh-1');
    setCookie('auth_access_token', fakeJwt({ sub: 'x', exp: 1 }));
    const manager = fakeManager();
    manager.signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    const session = createAuthSession(config, { identityManager: manager });
    await session.start();
    expect(readRefreshToken()).toBeUndefined();
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/orders?tab=history' },
    });
    expect(session.getSnapshot().status).toBe('redirecting');
  });

  it('redirects to the provider without any token, remembering the page', async () => {
    const manager = fakeManager();
    const session = createAuthSession(config, { identityManager: manager });
    await session.start();
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/orders?tab=history' },
    });
  });

  it('reports Auth Error and shows the failure when the provider cannot be reached', async () => {
    const manager = fakeManager();
    manager.signinRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    const session = createAuthSession(config, { identityManager: manager });
    await session.start();
    expect(reportError).toHaveBeenCalledWith(expect.any(TypeError), 'Auth Error');
    expect(session.getSnapshot().status).toBe('failed');
  });

  it('requires the config', () => {
    expect(() => createAuthSession(undefined)).toThrow(
      'Config should be loaded before authentication',
    );
  });
});

describe('completeSignIn (/auth/callback)', () => {
  it('stores both tokens in cookies and returns to the page asked for', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=c&state=s');
    const manager = fakeManager();
    const token = fakeAccessToken();
    manager.signinRedirectCallback.mockResolvedValue(
      user(token, 'refresh-9', { returnTo: '/orders' }),
    );
    const session = createAuthSession(config, { identityManager: manager });
    await expect(session.completeSignIn(window.location.href)).resolves.toBe('/orders');
    expect(readAccessToken()).toBe(token);
    expect(readRefreshToken()).toBe('refresh-9');
    expect(session.getSnapshot().status).toBe('authenticated');
  });

  it('ignores a return path on another origin', async () => {
    const manager = fakeManager();
    manager.signinRedirectCallback.mockResolvedValue(
      user(fakeAccessToken(), 'r', { returnTo: 'https://evil.test/' }),
    );
    const session = createAuthSession(config, { identityManager: manager });
    await expect(session.completeSignIn('http://localhost/auth/callback')).resolves.toBeUndefined();
  });

  it('on failure with a state parameter goes to / and reloads, once', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=c&state=s');
    const manager = fakeManager();
    manager.signinRedirectCallback.mockRejectedValue(new Error('No matching state found'));
    const assignLocation = vi.fn();
    const first = createAuthSession(config, { identityManager: manager, assignLocation });
    await first.completeSignIn(window.location.href);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), 'Auth Error');
    expect(assignLocation).toHaveBeenCalledWith('/');

    // The reload failed the same way: show the error page instead of looping.
    const second = createAuthSession(config, { identityManager: manager, assignLocation });
    await second.completeSignIn(window.location.href);
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(second.getSnapshot().status).toBe('failed');
  });
});

describe('refresh and sign out', () => {
  it('shares one refresh between concurrent callers', async () => {
    setCookie('auth_refresh_token', 'refresh-1');
    const manager = fakeManager();
    manager.signinSilent.mockResolvedValue(user(fakeAccessToken(), 'refresh-2'));
    const session = createAuthSession(config, { identityManager: manager });
    const results = await Promise.all([session.refresh(), session.refresh()]);
    expect(results).toEqual([true, true]);
    expect(manager.signinSilent).toHaveBeenCalledOnce();
  });

  it('keeps the previous user (the logout hint) when a foreign refresh token is refused', async () => {
    setCookie('auth_refresh_token', 'from-another-tab');
    const manager = fakeManager();
    const previous = user(fakeAccessToken(), 'older-token');
    manager.getUser.mockResolvedValue(previous);
    manager.signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    const session = createAuthSession(config, { identityManager: manager });
    await expect(session.refresh()).resolves.toBe(false);
    expect(manager.storeUser).toHaveBeenLastCalledWith(previous);
  });

  it('answers false when there is no refresh token', async () => {
    const session = createAuthSession(config, { identityManager: fakeManager() });
    await expect(session.refresh()).resolves.toBe(false);
  });

  it('removes both cookies and ends the session at the provider', async () => {
    setCookie('auth_access_token', fakeAccessToken());
    setCookie('auth_refresh_token', 'refresh-1');
    const manager = fakeManager();
    const session = createAuthSession(config, { identityManager: manager });
    await session.signOut('/account-deleted');
    expect(readAccessToken()).toBeUndefined();
    expect(readRefreshToken()).toBeUndefined();
    expect(manager.signoutRedirect).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('auth.postLogoutRedirect')).toContain('/account-deleted');
  });

  it('after the provider ended the sign-in itself, forgets the tokens and goes on without it', async () => {
    setCookie('auth_access_token', fakeAccessToken({ sub: 'account-3' }));
    setCookie('auth_refresh_token', 'refresh-3');
    const manager = fakeManager();
    const assignLocation = vi.fn();
    const session = createAuthSession(config, { identityManager: manager, assignLocation });
    await session.start();
    await session.leaveEndedSession('/change-email-success');
    expect(readAccessToken()).toBeUndefined();
    expect(readRefreshToken()).toBeUndefined();
    expect(getTrackedSubject()).toBeUndefined();
    expect(manager.removeUser).toHaveBeenCalledOnce();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
    expect(assignLocation).toHaveBeenCalledWith('/change-email-success');
    expect(session.getSnapshot()).toEqual({ status: 'signingOut' });
  });

  it('never leaves the site for a redirect URL that only looks like a path', async () => {
    const manager = fakeManager();
    manager.signoutRedirect.mockRejectedValue(new Error('provider unreachable'));
    const assignLocation = vi.fn();
    const session = createAuthSession(config, { identityManager: manager, assignLocation });
    // `/.//evil.test` resolves to the path `//evil.test`: another host to a browser.
    await session.signOut('/.//evil.test/phish');
    expect(assignLocation).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('auth.postLogoutRedirect')).toBeNull();
  });

  it('after logout, sends the user on to the remembered page', async () => {
    window.history.replaceState(null, '', '/');
    const manager = fakeManager();
    const assignLocation = vi.fn();
    await createAuthSession(config, { identityManager: manager }).signOut('/account-deleted');
    await createAuthSession(config, { identityManager: manager, assignLocation }).start();
    expect(assignLocation).toHaveBeenCalledWith('/account-deleted');
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });
});
