import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSignIn, type AuthorizationRequest } from '../../../test/support/oidc-browser.ts';
import {
  startDemoServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { ACCOUNT_FAILURES_PER_WINDOW, ACCOUNT_WINDOW_SECONDS } from './sign-in-throttle.ts';

const DEMO = { email: 'demo@myaccount.test', password: 'demo-password' };

let server: TestServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

/** A sign-in form post, as if from `forwardedFor` (believed only from a trusted proxy). */
function attempt(
  request: AuthorizationRequest,
  credentials: { email: string; password: string },
  forwardedFor?: string,
): Promise<Response> {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return request.browser.postForm(`${request.interactionUrl}/sign-in`, credentials, headers);
}

describe('sign-in rate limit per address', () => {
  it('answers 429 once a client has tried too often in a minute', async () => {
    server = await startTestServer({ env: { RATE_LIMIT_SENSITIVE: '2' } });
    const request = await beginSignIn(server);
    const guess = () => attempt(request, { email: 'a@example.com', password: 'guess' });
    expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(401);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('is not stepped around by naming a new X-Forwarded-For address each time', async () => {
    // The default: no proxy is trusted, so the forwarded addresses are the client's own words.
    server = await startTestServer({ env: { RATE_LIMIT_SENSITIVE: '5' } });
    const request = await beginSignIn(server);
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i += 1) {
      // Another account each time, so only the per-address limit can stop this.
      const credentials = { email: `someone-${String(i)}@example.com`, password: 'guess-guess' };
      statuses.push((await attempt(request, credentials, `198.51.100.${String(i)}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe('sign-in limit per account', () => {
  it('slows guessing at one account from many addresses, and lets the owner in after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    // A trusted proxy names a new client address for every attempt: the per-address limit
    // never triggers, the per-account one must.
    server = await startDemoServer({ env: { TRUST_PROXY: 'loopback' } });
    const request = await beginSignIn(server);
    const wrong = { email: 'Demo@MyAccount.test', password: 'not-the-password' };
    for (let i = 1; i <= ACCOUNT_FAILURES_PER_WINDOW; i += 1) {
      expect((await attempt(request, wrong, `203.0.113.${String(i)}`)).status).toBe(401);
    }

    // Not even the right password is checked until the window is over.
    const refused = await attempt(request, DEMO, '203.0.113.100');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_WINDOW_SECONDS);

    // Other accounts are not affected.
    const other = await attempt(
      request,
      { email: 'b2b@myaccount.test', password: 'demo-password' },
      '203.0.113.101',
    );
    expect(other.status).toBe(303);

    vi.setSystemTime(Date.now() + retryAfter * 1000);
    const later = await beginSignIn(server);
    expect((await attempt(later, DEMO, '203.0.113.102')).status).toBe(303);
  });

  it('forgets earlier failures once the owner signs in', async () => {
    server = await startDemoServer({ env: { TRUST_PROXY: 'loopback' } });
    const wrong = { email: DEMO.email, password: 'not-the-password' };
    const first = await beginSignIn(server);
    for (let i = 1; i < ACCOUNT_FAILURES_PER_WINDOW; i += 1) {
      expect((await attempt(first, wrong, `192.0.2.${String(i)}`)).status).toBe(401);
    }
    expect((await attempt(first, DEMO, '192.0.2.50')).status).toBe(303);

    const second = await beginSignIn(server);
    expect((await attempt(second, wrong, '192.0.2.51')).status).toBe(401);
    expect((await attempt(second, DEMO, '192.0.2.52')).status).toBe(303);
  });
});
