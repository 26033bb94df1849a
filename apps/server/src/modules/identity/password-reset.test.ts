import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beginSignIn,
  refreshTokens,
  TestBrowser,
  type AuthorizationRequest,
} from '../../../test/support/oidc-browser.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { createIdentityChangesDeps } from './identity-changes.deps.ts';
import { mailsTo, registerCustomer, signInStatus } from './identity-changes-test-support.ts';
import { findValidReset, requestPasswordReset, resetPassword } from './password-reset.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const NEW_PASSWORD = 'a-freshly-chosen-one';

/** The forgot-password page the sign-in page links to. */
async function forgotPageOf(request: AuthorizationRequest): Promise<string> {
  const signInPage = await (await request.browser.get(request.interactionUrl)).text();
  const href = /href="([^"]*password-reset[^"]*)"/.exec(signInPage)?.[1];
  expect(href, 'a "Forgot your password?" link').toBeDefined();
  return (href ?? '').replaceAll('&amp;', '&');
}

async function askForLink(request: AuthorizationRequest, email: string): Promise<Response> {
  const forgotUrl = await forgotPageOf(request);
  const form = await (await request.browser.get(forgotUrl)).text();
  const interaction = /name="interaction" value="([^"]+)"/.exec(form)?.[1] ?? '';
  return request.browser.postForm('/oidc/password-reset', { email, interaction });
}

/** The link of the reset mail to `email`, once the mail is there. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await waitFor(async () => (await mailsTo(server, email))[0], {
    what: `a reset mail to ${email}`,
  });
  const link = mail.text.split(/\s+/).find((word) => word.includes('/oidc/password-reset/'));
  expect(link).toBeDefined();
  return link ?? '';
}

describe('forgot password', () => {
  it('mails a single-use link that sets a new password, in the brand the customer signed in to', async () => {
    const customer = await registerCustomer(server);
    const appOrigin = `http://bonusprint.co.uk.localhost:${server.port}`;
    const request = await beginSignIn(server, { appOrigin });

    const forgot = await request.browser.get(await forgotPageOf(request));
    expect(forgot.status).toBe(200);
    expect(forgot.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await forgot.text()).toContain('<title>Forgot your password? - bonusprint</title>');

    const sent = await askForLink(request, customer.email.toUpperCase());
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Check your e-mail');
    const link = await resetLinkFor(customer.email);
    expect(link.startsWith(`${server.baseUrl}/oidc/password-reset/`)).toBe(true);
    const [mail] = await mailsTo(server, customer.email);
    expect(mail?.subject).toBe('Choose a new bonusprint password');
    expect(mail?.text).toContain('The link works once, for 60 minutes.');

    const browser = new TestBrowser(server.baseUrl);
    const page = await browser.get(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a new password');

    const differ = await browser.postForm(link, {
      password: NEW_PASSWORD,
      confirmPassword: 'something-else',
    });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The two passwords are not the same.');
    const short = await browser.postForm(link, { password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Your password must have at least 8 characters.');

    const done = await browser.postForm(link, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    const donePage = await done.text();
    expect(donePage).toContain('Your password has been changed');
    expect(donePage).toContain(`href="${appOrigin}/"`);

    expect(await signInStatus(server, customer.email, NEW_PASSWORD)).toBe(303);
    expect(await signInStatus(server, customer.email, customer.password)).toBe(401);
    // Whoever was signed in with the old password is out.
    expect((await refreshTokens(server, customer.tokens.refresh_token)).status).toBe(400);

    const reused = await browser.postForm(link, {
      password: 'yet-another-password',
      confirmPassword: 'yet-another-password',
    });
    expect(reused.status).toBe(404);
    expect(await reused.text()).toContain('This link no longer works');
    expect((await browser.get(link)).status).toBe(404);
    expect(await signInStatus(server, customer.email, NEW_PASSWORD)).toBe(303);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    const customer = await registerCustomer(server);
    const unknown = `nobody-${customer.email}`;
    const answer = async (email: string) => {
      const response = await askForLink(await beginSignIn(server), email);
      return { status: response.status, page: (await response.text()).replace(email, 'EMAIL') };
    };
    const known = await answer(customer.email);
    const stranger = await answer(unknown);
    expect(stranger.status).toBe(known.status);
    expect(stranger.page.replace(/interaction\/[^"/]+/g, '')).toBe(
      known.page.replace(/interaction\/[^"/]+/g, ''),
    );
    await resetLinkFor(customer.email);
    expect(await mailsTo(server, unknown)).toEqual([]);
  });

  it('asks for an address, and refuses a fourth link in an hour with 429 and Retry-After', async () => {
    const customer = await registerCustomer(server);
    const request = await beginSignIn(server);
    const empty = await askForLink(request, '  ');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter your e-mail address');

    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await askForLink(request, customer.email)).status);
    }
    const limited = await askForLink(request, customer.email);
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('You asked for several links in a short time.');
  });

  it('works for 60 minutes and only the newest link (injected clock)', async () => {
    const customer = await registerCustomer(server);
    let now = new Date('2030-06-01T12:00:00.000Z');
    const deps = { ...createIdentityChangesDeps(server.ctx), now: () => now };
    const tokenOfNewMail = async (count: number) => {
      await requestPasswordReset(deps, customer.email, server.baseUrl);
      await waitFor(async () =>
        (await mailsTo(server, customer.email)).length === count ? 1 : undefined,
      );
      return (await resetLinkFor(customer.email)).split('/').at(-1) ?? '';
    };

    const first = await tokenOfNewMail(1);
    const second = await tokenOfNewMail(2);
    expect(await findValidReset(deps, first)).toBeUndefined();
    now = new Date('2030-06-01T13:00:00.000Z');
    expect(await findValidReset(deps, second)).toBeUndefined();
    expect(await resetPassword(deps, second, NEW_PASSWORD)).toBeUndefined();

    now = new Date('2030-06-01T12:00:00.000Z');
    const third = await tokenOfNewMail(3);
    now = new Date('2030-06-01T12:59:59.999Z');
    expect(await resetPassword(deps, third, NEW_PASSWORD)).toEqual({
      returnOrigin: server.baseUrl,
    });
  });
});
