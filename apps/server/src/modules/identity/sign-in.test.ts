import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beginSignIn,
  followToCallback,
  jwtHeader,
  jwtPayload,
  location,
  signIn,
  tokenRequest,
} from '../../../test/support/oidc-browser.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';

const DEMO = { email: 'demo@myaccount.test', password: 'demo-password' };
const B2B = { email: 'b2b@myaccount.test', password: 'demo-password' };

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(async () => {
  await server.close();
});

describe('sign-in through the embedded OpenID provider', () => {
  it('returns a JWT access token with our claims, an ID token with the e-mail and a refresh token', async () => {
    const brandOrigin = `http://photobox.co.uk.localhost:${server.port}`;
    const { tokens } = await signIn(server, DEMO, { appOrigin: brandOrigin });

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(server.settings.ACCESS_TOKEN_TTL);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(jwtHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const access = jwtPayload(tokens.access_token);
    expect(access).toMatchObject({
      iss: server.issuer,
      aud: server.settings.OIDC_AUDIENCE,
      email: DEMO.email,
      idp_type: 'myaccount',
      idp_sub: access.sub,
      amr: ['pwd'],
      client_id: 'my-account-web',
      scope: 'openid email profile',
    });
    expect(Number(access.exp) - Number(access.iat)).toBe(server.settings.ACCESS_TOKEN_TTL);

    const id = jwtPayload(tokens.id_token);
    expect(id).toMatchObject({ iss: server.issuer, aud: 'my-account-web', sub: access.sub });
    expect(id.email).toBe(DEMO.email);
  });

  it('marks a business customer with the b2b authentication method', async () => {
    const { tokens } = await signIn(server, B2B);
    expect(jwtPayload(tokens.access_token).amr).toEqual(['pwd', 'b2b']);
  });

  it('lets the app on a brand host call the token endpoint across origins', async () => {
    const appOrigin = `http://hofmann.es.localhost:${server.port}`;
    const request = await beginSignIn(server, { appOrigin });
    const submitted = await request.browser.postForm(`${request.interactionUrl}/sign-in`, DEMO);
    const resumed = await request.browser.get(location(submitted));
    const code = new URL(location(resumed)).searchParams.get('code') ?? '';
    const response = await fetch(`${server.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: appOrigin },
      body: new URLSearchParams({
        client_id: 'my-account-web',
        grant_type: 'authorization_code',
        code,
        redirect_uri: request.redirectUri,
        code_verifier: request.verifier,
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);

    const preflight = await fetch(`${server.issuer}/token`, {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
  });

  it('refuses a code for good once an exchange with a wrong code_verifier was tried', async () => {
    const request = await beginSignIn(server);
    const submitted = await request.browser.postForm(`${request.interactionUrl}/sign-in`, DEMO);
    const code = await followToCallback(request, location(submitted));
    const exchange = (codeVerifier: string) =>
      tokenRequest(
        server,
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: request.redirectUri,
          code_verifier: codeVerifier,
        },
        request.appOrigin,
      );

    const guessed = await exchange(randomBytes(32).toString('base64url'));
    expect(guessed.status).toBe(400);
    expect(await guessed.json()).toMatchObject({ error: 'invalid_grant' });
    // Even the right verifier no longer gets tokens for that code.
    const late = await exchange(request.verifier);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('gives no CORS permission to an origin that is not the app', async () => {
    const response = await fetch(`${server.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: new URLSearchParams({
        client_id: 'my-account-web',
        grant_type: 'refresh_token',
        refresh_token: 'x',
      }).toString(),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
