import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  jwtPayload,
  location,
  refreshTokens,
  signIn,
  type AuthorizationRequest,
  type TokenSet,
} from '../../../test/support/oidc-browser.ts';
import {
  openSharedTestDatabase,
  type SharedTestDatabase,
  startDemoServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';

const DEMO = { email: 'demo@myaccount.test', password: 'demo-password' };

async function me(server: TestServer, accessToken: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/customer/customers/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

/** The code a prompt=none authorization gets in this browser: undefined when signed out. */
async function silentSignInCode(
  server: TestServer,
  request: AuthorizationRequest,
): Promise<string | undefined> {
  const silent = await request.browser.get(
    authorizationUrl(server, { ...request, extra: { prompt: 'none' } }),
  );
  return new URL(location(silent)).searchParams.get('code') ?? undefined;
}

describe('refresh tokens and sign-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('rotates the refresh token on each use and refuses the old one', async () => {
    const { tokens } = await signIn(server, DEMO);
    const first = await refreshTokens(server, tokens.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as TokenSet;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(jwtPayload(rotated.access_token).sub).toBe(jwtPayload(tokens.access_token).sub);
    expect((await me(server, rotated.access_token)).status).toBe(200);

    const replayed = await refreshTokens(server, tokens.refresh_token);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: 'invalid_grant' });
    // Reuse of a rotated token means it leaked: the whole grant is revoked, the new one too.
    expect((await refreshTokens(server, rotated.refresh_token)).status).toBe(400);
  });

  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const { tokens } = await signIn(server, DEMO);
    const answers = await Promise.all(
      [1, 2, 3].map(() => refreshTokens(server, tokens.refresh_token)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('ends the session at the provider and returns to the app', async () => {
    const { tokens, request } = await signIn(server, DEMO);
    const postLogout = `${server.baseUrl}/logout`;
    const endUrl = new URL(`${server.issuer}/session/end`);
    endUrl.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: postLogout,
      client_id: 'my-account-web',
    }).toString();

    const confirm = await request.browser.get(endUrl.href);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    // Our app's own request: the page signs out at once, no extra click.
    expect(page).toContain('/oidc/assets/sign-out.js');
    expect(page).toContain('data-auto-submit');
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(xsrf).not.toBe('');

    const done = await request.browser.postForm(action, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(location(done)).toBe(postLogout);

    // Signed out: refresh tokens of that sign-in stop working, and a new sign-in asks again.
    expect((await refreshTokens(server, tokens.refresh_token)).status).toBe(400);
    const authorize = new URL(`${server.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'my-account-web',
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: 'openid',
      prompt: 'none',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const silent = await request.browser.get(authorize.href);
    expect(new URL(location(silent)).searchParams.get('error')).toBe('login_required');
  });

  it('asks first when the request is not known to come from our app, and stays signed in', async () => {
    const { request } = await signIn(server, DEMO);
    // Another customer's genuine ID token proves nothing about this browser's sign-in.
    const { tokens: strangers } = await signIn(server, {
      email: 'b2b@myaccount.test',
      password: 'demo-password',
    });
    const crossSite: Record<string, string>[] = [
      {},
      { client_id: 'my-account-web', post_logout_redirect_uri: `${server.baseUrl}/` },
      { id_token_hint: strangers.id_token },
    ];
    for (const params of crossSite) {
      const endUrl = `${server.issuer}/session/end?${new URLSearchParams(params).toString()}`;
      const response = await request.browser.get(endUrl);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('<h1>Sign out of Photobox?</h1>');
      expect(page).not.toContain('sign-out.js');
      expect(page).not.toContain('data-auto-submit');
      expect(page).toContain(`<a href="${server.baseUrl}/">Stay signed in</a>`);
    }
    expect(await silentSignInCode(server, request)).toEqual(expect.any(String));

    // The customer who does want to sign out confirms with the button.
    const page = await (await request.browser.get(`${server.issuer}/session/end`)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect((await request.browser.postForm(action, { xsrf, logout: 'yes' })).status).toBe(303);
    expect(await silentSignInCode(server, request)).toBeUndefined();
  });

  it('shows a signed-out page when the app gives no return address', async () => {
    const { tokens, request } = await signIn(server, DEMO);
    const endUrl = `${server.issuer}/session/end?id_token_hint=${tokens.id_token}`;
    const page = await (await request.browser.get(endUrl)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const done = await request.browser.postForm(action, { xsrf, logout: 'yes' });
    const signedOut = await request.browser.get(location(done));
    expect(signedOut.status).toBe(200);
    expect(await signedOut.text()).toContain('You are signed out');
  });
});

describe('a restart on the same database', () => {
  let database: SharedTestDatabase;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await openSharedTestDatabase();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('keeps issued tokens valid: access tokens verify and refresh tokens work', async () => {
    server = await startDemoServer({ database });
    const { tokens, request } = await signIn(server, DEMO);
    const port = server.port;
    await server.close();

    server = await startTestServer({ database, port });
    expect((await me(server, tokens.access_token)).status).toBe(200);
    const refreshed = await refreshTokens(server, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const rotated = (await refreshed.json()) as TokenSet;
    expect((await me(server, rotated.access_token)).status).toBe(200);

    // The browser's provider session (signed cookies, session row) survived too.
    const silent = await request.browser.get(
      authorizationUrl(server, { ...request, extra: { prompt: 'none' } }),
    );
    const callback = new URL(location(silent));
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
  });
});
