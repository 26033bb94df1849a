import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** Every URL value of the discovery document. */
function urlsIn(document: Record<string, unknown>): string[] {
  return Object.values(document).filter(
    (value): value is string => typeof value === 'string' && /^https?:\/\//.test(value),
  );
}

function authorizationQuery(t: TestApp): string {
  return new URLSearchParams({
    client_id: t.settings.OIDC_CLIENT_ID,
    redirect_uri: `${t.settings.PUBLIC_URL}/auth/callback`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
}

describe('URLs the embedded provider names', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.each([
    ['no proxy is trusted (the default)', {}],
    ['the sender is a trusted proxy', { TRUST_PROXY: 'loopback' }],
  ])(
    'come from PUBLIC_URL alone under a forged Host and X-Forwarded-Host when %s',
    async (_case, env: Record<string, string>) => {
      t = await buildTestApp({ PUBLIC_URL: 'http://id.example.test', ...env });
      const response = await t.app.inject({
        url: '/oidc/.well-known/openid-configuration',
        headers: FORGED,
      });
      expect(response.statusCode).toBe(200);
      const discovery = response.json<Record<string, unknown>>();
      expect(discovery.issuer).toBe('http://id.example.test/oidc');
      expect(discovery.token_endpoint).toBe('http://id.example.test/oidc/token');
      const urls = urlsIn(discovery);
      expect(urls.length).toBeGreaterThan(3);
      expect(urls.filter((url) => !url.startsWith('http://id.example.test/oidc/'))).toEqual([
        'http://id.example.test/oidc',
      ]);
    },
  );

  it('are refused with a clear 400 over plain http when PUBLIC_URL is https', async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://id.example.test' });
    // Not from a trusted proxy: its X-Forwarded-Proto does not count either.
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const response = await t.app.inject({
        url: `/oidc/auth?${authorizationQuery(t)}`,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json())).toMatchObject({
        code: 'HTTPS_REQUIRED',
      });
      expect(response.json<{ message: string }>().message).toContain('TRUST_PROXY');
    }
  });

  it('work over https through a trusted proxy, with Secure cookies', async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://id.example.test', TRUST_PROXY: 'loopback' });
    const response = await t.app.inject({
      url: `/oidc/auth?${authorizationQuery(t)}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/oidc\/interaction\//);
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*secure/i);
    }
  });
});
