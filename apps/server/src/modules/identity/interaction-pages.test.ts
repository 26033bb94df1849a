import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  beginSignIn,
  location,
  TestBrowser,
} from '../../../test/support/oidc-browser.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(async () => {
  await server.close();
});

const brandOrigin = (host: string) => `http://${host}.localhost:${server.port}`;

describe('sign-in page', () => {
  it('is themed by the brand of the redirect URI and accessible', async () => {
    const request = await beginSignIn(server, { appOrigin: brandOrigin('photobox.co.uk') });
    const response = await request.browser.get(request.interactionUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(brandOrigin('photobox.co.uk'));
    const page = await response.text();
    expect(page).toMatch(/<html lang="en-GB" class="pbx">/);
    expect(page).toContain('<h1>Sign in to Photobox</h1>');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<label for="email">E-mail address</label>');
    expect(page).toMatch(/id="email"[^>]*type="email"[^>]*autocomplete="username"/s);
    expect(page).toMatch(/id="password"[^>]*type="password"[^>]*autocomplete="current-password"/s);
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page).not.toMatch(/\sstyle=/);
  });

  it.each([
    ['albelli.nl', 'alb', 'Inloggen bij albelli'],
    ['photobox.co.uk', 'pbx', 'Sign in to Photobox'],
    ['b2b.posterxxl.de', 'alb', 'Bei posterXXL anmelden'],
  ])('shows the %s brand in its language', async (host, theme, title) => {
    const request = await beginSignIn(server, { appOrigin: brandOrigin(host) });
    const page = await (await request.browser.get(request.interactionUrl)).text();
    expect(page).toContain(`class="${theme}"`);
    expect(page).toContain(title);
  });

  it('uses the default brand on plain localhost', async () => {
    const request = await beginSignIn(server, { appOrigin: `http://localhost:${server.port}` });
    const page = await (await request.browser.get(request.interactionUrl)).text();
    expect(page).toContain('Sign in to Photobox');
  });

  it('refuses a wrong password with a clear error tied to the fields, keeping the e-mail', async () => {
    const request = await beginSignIn(server);
    const response = await request.browser.postForm(`${request.interactionUrl}/sign-in`, {
      email: 'Demo@MyAccount.test',
      password: 'not-the-password',
    });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('The e-mail address or password is not correct.');
    expect(page).toContain('value="Demo@MyAccount.test"');
    expect(page).toContain('id="error-summary" role="alert"');
    expect(page).toMatch(/id="password"[^>]*aria-describedby="error-summary"/);
    expect(page).not.toContain('not-the-password');
  });

  it('refuses an unknown e-mail address the same way', async () => {
    const request = await beginSignIn(server);
    const response = await request.browser.postForm(`${request.interactionUrl}/sign-in`, {
      email: 'nobody@myaccount.test',
      password: 'demo-password',
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('The e-mail address or password is not correct.');
  });

  it('asks for the fields left empty instead of calling them wrong', async () => {
    const request = await beginSignIn(server);
    const response = await request.browser.postForm(`${request.interactionUrl}/sign-in`, {
      email: '  ',
      password: '',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).not.toContain('The e-mail address or password is not correct.');
    expect(page).toContain('<a href="#email">Enter your e-mail address</a>');
    expect(page).toContain('<a href="#password">Enter your password</a>');
    expect(page).toMatch(/id="email"[^>]*aria-describedby="email-error"[^>]*aria-invalid="true"/);

    const onlyPassword = await request.browser.postForm(`${request.interactionUrl}/sign-in`, {
      email: 'demo@myaccount.test',
      password: '',
    });
    const second = await onlyPassword.text();
    expect(second).toContain('Enter your password');
    expect(second).not.toContain('Enter your e-mail address');
    expect(second).toContain('value="demo@myaccount.test"');
  });

  it('escapes what the customer typed', async () => {
    const request = await beginSignIn(server);
    const response = await request.browser.postForm(`${request.interactionUrl}/sign-in`, {
      email: '"><script>alert(1)</script>',
      password: 'x',
    });
    const page = await response.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a sign-in posted from another site (login CSRF): it lacks the SameSite cookie', async () => {
    // The interaction cookie is SameSite=Lax and HttpOnly: a cross-site form post does not carry it.
    const browser = new TestBrowser(server.baseUrl);
    const started = await browser.get(
      authorizationUrl(server, {
        redirectUri: `${server.baseUrl}/auth/callback`,
        verifier: 'v'.repeat(43),
        state: 'csrf',
      }),
    );
    const interactionCookie = started.headers
      .getSetCookie()
      .find((line) => line.startsWith('_interaction='));
    expect(interactionCookie).toMatch(/samesite=lax/i);
    expect(interactionCookie).toMatch(/httponly/i);

    // The attacker knows the interaction URL (say, their own) and the victim's browser posts it.
    const crossSite = new TestBrowser(server.baseUrl);
    const response = await crossSite.postForm(`${browser.resolve(location(started))}/sign-in`, {
      email: 'demo@myaccount.test',
      password: 'demo-password',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Please start again');
  });

  it('explains an expired or unknown sign-in instead of failing', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const response = await browser.get('/oidc/interaction/unknown-interaction');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Please start again');
  });

  it('serves the stylesheet and the sign-out script', async () => {
    const css = await fetch(`${server.baseUrl}/oidc/assets/identity.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('.field');
    // The brand themes come from the package the app uses too.
    const themes = await fetch(`${server.baseUrl}/oidc/assets/themes.css`);
    expect(themes.headers.get('content-type')).toContain('text/css');
    expect(await themes.text()).toContain('.pbx {');
    const script = await fetch(`${server.baseUrl}/oidc/assets/sign-out.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});

describe('authorization requests', () => {
  it('requires PKCE', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const redirectUri = `${server.baseUrl}/auth/callback`;
    const url = new URL(`${server.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'my-account-web',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
    }).toString();
    const response = await browser.get(url.href);
    expect(response.status).toBe(303);
    const back = new URL(location(response));
    expect(back.href.startsWith(redirectUri)).toBe(true);
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not one of the app origins, on our error page', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const url = new URL(`${server.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'my-account-web',
      redirect_uri: 'https://evil.example/auth/callback',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const response = await browser.get(url.href);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Something went wrong');
    expect(page).toContain('redirect_uri');
  });
});
