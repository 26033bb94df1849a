import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { signIn, TestBrowser, authorizationUrl } from '../../../test/support/oidc-browser.ts';
import {
  fetchServiceToken,
  putJson,
  requestServiceToken,
  SERVICE_CLIENTS_ENV,
  TEST_SERVICE_CLIENTS,
} from '../../../test/support/service-tokens.ts';
import { signServiceToken } from '../../../test/support/token-factory.ts';
import {
  startDemoServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { ConfigError, loadSettings } from '../../config/env.ts';

const { customerCare, shop } = TEST_SERVICE_CLIENTS;
/** An internal route that needs the customer-care scope; an unknown customer answers 404. */
const INTERNAL = '/api/customer/internal/customers/no-such-customer/status';
const ME = '/api/customer/customers/me';

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer({ env: SERVICE_CLIENTS_ENV });
});
afterAll(async () => {
  await server.close();
});

async function callInternal(token: string | null, target: TestServer = server) {
  return putJson(`${target.baseUrl}${INTERNAL}`, { status: 'Blocked' }, token);
}

async function errorOf(response: Response) {
  return ErrorResponseSchema.parse(await response.json());
}

describe('client-credentials tokens of the embedded provider', () => {
  it('issues a configured client an RFC 9068 access token naming the client and its scopes', async () => {
    const token = await fetchServiceToken(server, customerCare);
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'customer-care' });
    expect(decodeProtectedHeader(token.access_token).typ).toBe('at+jwt');
    const claims = decodeJwt(token.access_token);
    expect(claims).toMatchObject({
      iss: server.issuer,
      aud: server.settings.OIDC_AUDIENCE,
      sub: customerCare.id,
      client_id: customerCare.id,
      scope: 'customer-care',
    });
    expect(claims).not.toHaveProperty('idp_sub');
    expect(token.expires_in).toBe(server.settings.ACCESS_TOKEN_TTL);
  });

  it('refuses a wrong secret and an unknown client', async () => {
    const wrong = await requestServiceToken(server, {
      ...customerCare,
      secret: `${customerCare.secret}x`,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const unknown = await requestServiceToken(server, {
      id: 'intruder',
      secret: customerCare.secret,
    });
    expect(unknown.status).toBe(401);
  });

  it('refuses a scope the client was not given', async () => {
    const response = await requestServiceToken(server, shop, 'customer-care');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_scope' });
  });

  it('gives the web app no client-credentials token and no service scope', async () => {
    const grant = await fetch(`${server.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: server.settings.OIDC_CLIENT_ID,
        scope: 'customer-care',
      }).toString(),
    });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'requested grant type is not allowed for this client',
    });

    const redirectUri = `${server.baseUrl}/auth/callback`;
    const url = authorizationUrl(server, {
      redirectUri,
      verifier: 'v'.repeat(43),
      state: 'state-1',
      extra: { scope: 'openid customer-care' },
    });
    const answer = await new TestBrowser(server.baseUrl).get(url);
    expect(answer.status).toBe(303);
    const callback = new URL(answer.headers.get('location') ?? '', server.baseUrl);
    expect(callback.href.startsWith(redirectUri)).toBe(true);
    expect(callback.searchParams.get('error')).toBe('invalid_scope');
  });
});

describe('authenticateService on internal routes', () => {
  it('lets a service token with the scope through to the route', async () => {
    const { access_token } = await fetchServiceToken(server, customerCare);
    const response = await callInternal(access_token);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a token or with a bad one', async () => {
    const missing = await callInternal(null);
    expect(missing.status).toBe(401);
    expect(await errorOf(missing)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="my-account"');

    const expired = await signServiceToken(
      server,
      { clientId: customerCare.id, scope: 'customer-care' },
      { expiresAt: Math.floor(Date.now() / 1000) - 60 },
    );
    const refused = await callInternal(expired);
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it("answers 403 to a customer's token, in the error shape", async () => {
    const { tokens } = await signIn(server, {
      email: 'b2b@myaccount.test',
      password: 'demo-password',
    });
    const response = await callInternal(tokens.access_token);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({
      statusCode: 403,
      code: 'SERVICE_TOKEN_REQUIRED',
    });
    expect(response.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
  });

  it('answers 403 to a service token without the scope', async () => {
    const { access_token } = await fetchServiceToken(server, shop);
    const response = await callInternal(access_token);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    expect(response.headers.get('www-authenticate')).toContain('scope="customer-care"');
  });

  it("answers 401 to a token whose subject is not its client (neither a customer's nor a service's)", async () => {
    const token = await signServiceToken(
      server,
      {
        clientId: customerCare.id,
        scope: 'customer-care',
      },
      { claims: { sub: 'someone-else' } },
    );
    const response = await callInternal(token);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it("keeps a service's token off the customer routes (401, it is no customer's)", async () => {
    const { access_token } = await fetchServiceToken(server, customerCare);
    const response = await fetch(`${server.baseUrl}${ME}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('with an external provider (OIDC_ISSUER), checks service tokens the same way', async () => {
    // The embedded provider of `server` stands in for an external one.
    const api = await startTestServer({
      env: { OIDC_ISSUER: server.issuer, OIDC_AUDIENCE: server.settings.OIDC_AUDIENCE },
    });
    try {
      const service = await fetchServiceToken(server, customerCare);
      expect((await callInternal(service.access_token, api)).status).toBe(404);
      const wrongScope = await fetchServiceToken(server, shop);
      expect((await callInternal(wrongScope.access_token, api)).status).toBe(403);
      const { tokens } = await signIn(server, {
        email: 'demo@myaccount.test',
        password: 'demo-password',
      });
      expect((await callInternal(tokens.access_token, api)).status).toBe(403);
    } finally {
      await api.close();
    }
  });
});

describe('SERVICE_CLIENTS', () => {
  const client = { id: 'shop', secret: 's'.repeat(32), scopes: ['shop'] };

  it('reads the configured clients', () => {
    const settings = loadSettings({ SERVICE_CLIENTS: JSON.stringify([client]) });
    expect(settings.SERVICE_CLIENTS).toEqual([client]);
    expect(loadSettings({}).SERVICE_CLIENTS).toEqual([]);
  });

  it.each([
    ['not JSON', '[{', /SERVICE_CLIENTS: must be valid JSON/],
    [
      'a short secret',
      JSON.stringify([{ ...client, secret: 'short' }]),
      /SERVICE_CLIENTS\.0\.secret/,
    ],
    [
      'an unknown scope',
      JSON.stringify([{ ...client, scopes: ['admin'] }]),
      /SERVICE_CLIENTS\.0\.scopes/,
    ],
    ['no scope', JSON.stringify([{ ...client, scopes: [] }]), /at least one scope/],
    ['a repeated id', JSON.stringify([client, client]), /each client id only once/],
    ['an unknown key', JSON.stringify([{ ...client, secrets: 'x' }]), /SERVICE_CLIENTS\.0/],
    ['the web app id', JSON.stringify([{ ...client, id: 'my-account-web' }]), /OIDC_CLIENT_ID/],
  ])('stops the start on %s, naming the variable', (_case, value, message) => {
    const load = () => loadSettings({ SERVICE_CLIENTS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('never puts a secret into the error message', () => {
    const secret = 'a-secret-that-must-stay-hidden';
    expect(() =>
      loadSettings({ SERVICE_CLIENTS: JSON.stringify([{ ...client, secret }]) }),
    ).toThrow(/^(?![\s\S]*a-secret-that-must-stay-hidden)/);
  });
});
