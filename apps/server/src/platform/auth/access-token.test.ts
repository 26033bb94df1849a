import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { signIn, type TokenSet } from '../../../test/support/oidc-browser.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import {
  startDemoServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';

const ME = '/api/customer/customers/me';
let server: TestServer;
let tokens: TokenSet;

beforeAll(async () => {
  server = await startDemoServer();
  ({ tokens } = await signIn(server, {
    email: 'demo@myaccount.test',
    password: 'demo-password',
  }));
});
afterAll(async () => {
  await server.close();
});

async function callMe(authorization?: string, target: TestServer = server) {
  return fetch(`${target.baseUrl}${ME}`, {
    headers: authorization === undefined ? {} : { authorization },
  });
}

async function expectUnauthorized(response: Response, code: string): Promise<void> {
  expect(response.status).toBe(401);
  const body = ErrorResponseSchema.parse(await response.json());
  expect(body).toMatchObject({ statusCode: 401, error: 'Unauthorized', code });
  const challenge = response.headers.get('www-authenticate') ?? '';
  expect(challenge).toMatch(/^Bearer realm="my-account"/);
  if (code !== 'UNAUTHORIZED') {
    expect(challenge).toContain('error="invalid_token"');
  }
}

describe('access token verification', () => {
  it('accepts a token the provider issued', async () => {
    expect((await callMe(`Bearer ${tokens.access_token}`)).status).toBe(200);
  });

  it('keeps answers to signed-in calls, and their refusals, out of caches', async () => {
    const signedIn = await callMe(`Bearer ${tokens.access_token}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect((await callMe()).headers.get('cache-control')).toBe('no-store');
    // Public routes keep their own caching.
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.headers.get('cache-control')).toBeNull();
  });

  it('answers 401 without a token', async () => {
    await expectUnauthorized(await callMe(), 'UNAUTHORIZED');
  });

  it.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two words', 'bearer@ token'])(
    'answers 401 to the malformed header %j',
    async (header) => {
      await expectUnauthorized(await callMe(header), 'INVALID_TOKEN');
    },
  );

  it('answers 401 to a tampered signature or payload', async () => {
    const [header = '', payload = '', signature = ''] = tokens.access_token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectUnauthorized(
      await callMe(`Bearer ${header}.${payload}.${flipped}`),
      'INVALID_TOKEN',
    );

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    await expectUnauthorized(
      await callMe(`Bearer ${header}.${forged}.${signature}`),
      'INVALID_TOKEN',
    );
  });

  it('answers 401 to an expired token', async () => {
    const expired = await signAccessToken(server, {
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    await expectUnauthorized(await callMe(`Bearer ${expired}`), 'TOKEN_EXPIRED');
  });

  it('answers 401 to another audience or issuer', async () => {
    const otherAudience = await signAccessToken(server, {
      audience: 'https://elsewhere.example/api',
    });
    await expectUnauthorized(await callMe(`Bearer ${otherAudience}`), 'INVALID_TOKEN');
    const otherIssuer = await signAccessToken(server, { issuer: 'https://elsewhere.example/oidc' });
    await expectUnauthorized(await callMe(`Bearer ${otherIssuer}`), 'INVALID_TOKEN');
  });

  it('answers 401 to the ID token (it is for the app, not the API)', async () => {
    await expectUnauthorized(await callMe(`Bearer ${tokens.id_token}`), 'INVALID_TOKEN');
  });

  it('answers 401 to unsigned and shared-secret tokens', async () => {
    const claims = { sub: 'x', idp_type: 'myaccount', idp_sub: 'x' };
    const unsecured = new UnsecuredJWT(claims)
      .setIssuer(server.issuer)
      .setAudience(server.settings.OIDC_AUDIENCE)
      .setExpirationTime('5m')
      .encode();
    await expectUnauthorized(await callMe(`Bearer ${unsecured}`), 'INVALID_TOKEN');
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(server.issuer)
      .setAudience(server.settings.OIDC_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-secret-anyone-could-guess-000000'));
    await expectUnauthorized(await callMe(`Bearer ${hmac}`), 'INVALID_TOKEN');
  });

  it('answers 401 to a signed token that is not typed as an access token (RFC 9068)', async () => {
    const plainJwt = await signAccessToken(server, { typ: 'JWT' });
    await expectUnauthorized(await callMe(`Bearer ${plainJwt}`), 'INVALID_TOKEN');
    const untyped = await signAccessToken(server, { typ: null });
    await expectUnauthorized(await callMe(`Bearer ${untyped}`), 'INVALID_TOKEN');
    const typed = await signAccessToken(server, { typ: 'application/at+jwt' });
    expect((await callMe(`Bearer ${typed}`)).status).not.toBe(401);
  });

  it('answers 401 to a valid signature without our claims', async () => {
    const withoutIdp = await signAccessToken(server, { claims: { idp_type: '' } });
    await expectUnauthorized(await callMe(`Bearer ${withoutIdp}`), 'INVALID_TOKEN');
  });
});

describe('with an external OpenID provider (OIDC_ISSUER)', () => {
  it('verifies tokens against that issuer found by discovery, and mounts no provider', async () => {
    // The embedded provider of the first server stands in for an external one.
    const api = await startTestServer({
      env: { OIDC_ISSUER: server.issuer, OIDC_AUDIENCE: server.settings.OIDC_AUDIENCE },
      database: {
        database: server.database,
        dataDir: server.settings.DATA_DIR,
        destroy: () => Promise.resolve(),
      },
    });
    try {
      expect((await callMe(`Bearer ${tokens.access_token}`, api)).status).toBe(200);
      const expired = await signAccessToken(server, {
        expiresAt: Math.floor(Date.now() / 1000) - 60,
      });
      await expectUnauthorized(await callMe(`Bearer ${expired}`, api), 'TOKEN_EXPIRED');
      const discovery = await fetch(`${api.baseUrl}/oidc/.well-known/openid-configuration`);
      expect(discovery.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
