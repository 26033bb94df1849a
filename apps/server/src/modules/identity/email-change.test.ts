import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenClaimsSchema } from '@my-account/contract/auth';
import { EmailChangeRequestedSchema } from '@my-account/contract/email-change';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { jwtPayload, refreshTokens, signIn } from '../../../test/support/oidc-browser.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import { authUserFromClaims } from '../../platform/auth/auth-user.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';
import { createIdentityChangesDeps } from './identity-changes.deps.ts';
import {
  linkInMail,
  mailsTo,
  postJson,
  registerCustomer,
  signInStatus,
} from './identity-changes-test-support.ts';
import { tokenHash } from '../../platform/auth/single-use-token.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(async () => {
  await server.close();
});

const newAddress = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.net`;

async function requestChange(
  customer: { path: string; tokens: { access_token: string } },
  email: string,
  channel = 'photobox.co.uk',
): Promise<Response> {
  return postJson(server, `${customer.path}/emailchanges`, customer.tokens.access_token, {
    email,
    channel,
  });
}

/** The token of the confirmation link in the newest mail to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const link = await linkInMail(server, email, server.baseUrl);
  const url = new URL(link);
  expect(url.pathname).toBe('/change-email-confirmation');
  return url.searchParams.get('confirmation-token') ?? '';
}

async function confirm(
  customer: { path: string; tokens: { access_token: string } },
  token: string,
): Promise<Response> {
  return postJson(
    server,
    `${customer.path}/emailchanges/${encodeURIComponent(token)}/actions/confirm`,
    customer.tokens.access_token,
  );
}

describe('e-mail change request', () => {
  it('mails a confirmation link to the new address, in the brand and language of the channel, and keeps only its hash', async () => {
    const customer = await registerCustomer(server);
    const email = newAddress('anna');
    const response = await requestChange(customer, `  ${email.toUpperCase()} `, 'monalbumphoto.fr');
    expect(response.status).toBe(202);
    const requested = EmailChangeRequestedSchema.parse(await response.json());
    expect(requested.email).toBe(email);
    expect(Date.parse(requested.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);

    const [mail] = await mailsTo(server, email);
    // A French customer's mail is in French.
    expect(mail?.subject).toBe('Confirmez votre nouvelle adresse e-mail monalbumphoto');
    expect(mail?.text).toContain('Ce lien ne fonctionne qu’une fois, pendant 24 heures.');
    expect(await mailsTo(server, customer.email)).toEqual([]);

    const token = await confirmationToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.database.db
      .selectFrom('identity_email_changes')
      .selectAll()
      .execute();
    const row = rows.find((candidate) => candidate.new_email === email);
    expect(row?.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 409 for an address another account signs in with, whatever its case', async () => {
    const customer = await registerCustomer(server);
    const response = await requestChange(customer, 'DEMO@MyAccount.test');
    expect(response.status).toBe(409);
    expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({
      code: 'EMAIL_IN_USE',
    });
    expect(await mailsTo(server, 'demo@myaccount.test')).toEqual([]);
  });

  it('answers 429 with Retry-After after three requests in an hour', async () => {
    const customer = await registerCustomer(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await requestChange(customer, newAddress(`try${String(attempt)}`))).status);
    }
    const limited = await requestChange(customer, newAddress('fourth'));
    expect(statuses).toEqual([202, 202, 202]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ErrorResponseSchema.parse(await limited.json())).toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Another account is not held back by it.
    expect((await requestChange(await registerCustomer(server), newAddress('other'))).status).toBe(
      202,
    );
  });

  it("answers another identity's path exactly like one that does not exist", async () => {
    const ada = await registerCustomer(server);
    const bob = await registerCustomer(server);
    const body = { email: newAddress('intruder'), channel: 'photobox.co.uk' };
    const others = await postJson(
      server,
      `${bob.path}/emailchanges`,
      ada.tokens.access_token,
      body,
    );
    const missing = await postJson(
      server,
      '/api/identity/v2/identities/myaccount/no-such-account/emailchanges',
      ada.tokens.access_token,
      body,
    );
    expect(others.status).toBe(404);
    expect(missing.status).toBe(404);
    const [otherError, missingError] = [
      ErrorResponseSchema.parse(await others.json()),
      ErrorResponseSchema.parse(await missing.json()),
    ];
    expect({ ...otherError, correlationId: undefined }).toEqual({
      ...missingError,
      correlationId: undefined,
    });
    expect(await mailsTo(server, body.email)).toEqual([]);
  });

  it('refuses an unknown channel and a malformed address with 400', async () => {
    const customer = await registerCustomer(server);
    expect((await requestChange(customer, newAddress('x'), 'evil.example')).status).toBe(400);
    expect((await requestChange(customer, 'not an address')).status).toBe(400);
  });
});

describe('e-mail change confirmation', () => {
  it('changes the sign-in address and the customer record, and ends every sign-in of the account', async () => {
    const customer = await registerCustomer(server);
    const secondBrowser = await signIn(server, customer);
    const email = newAddress('moved');
    expect((await requestChange(customer, email)).status).toBe(202);

    const response = await confirm(customer, await confirmationToken(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email });

    expect(await signInStatus(server, customer.email, customer.password)).toBe(401);
    const signedIn = await signIn(server, { email, password: customer.password });
    expect(jwtPayload(signedIn.tokens.access_token)).toMatchObject({
      email,
      sub: jwtPayload(customer.tokens.access_token).sub,
    });
    const me = await fetch(`${server.baseUrl}/api/customer/customers/me`, {
      headers: { authorization: `Bearer ${signedIn.tokens.access_token}` },
    });
    expect(await me.json()).toMatchObject({ email, firstName: 'Cleo' });

    // No refresh token of the sign-ins from before works any more.
    for (const tokens of [customer.tokens, secondBrowser.tokens]) {
      const refreshed = await refreshTokens(server, tokens.refresh_token);
      expect(refreshed.status).toBe(400);
      expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('works once: the same link again is 404', async () => {
    const customer = await registerCustomer(server);
    const email = newAddress('once');
    await requestChange(customer, email);
    const token = await confirmationToken(email);
    expect((await confirm(customer, token)).status).toBe(200);
    const again = await confirm(customer, token);
    expect(again.status).toBe(404);
    expect(ErrorResponseSchema.parse(await again.json())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("refuses another identity's token, which still works for its owner", async () => {
    const owner = await registerCustomer(server);
    const other = await registerCustomer(server);
    const email = newAddress('owned');
    await requestChange(owner, email);
    const token = await confirmationToken(email);
    expect((await confirm(other, token)).status).toBe(404);
    expect((await confirm(owner, token)).status).toBe(200);
  });

  it('only the newest request of an account can be confirmed', async () => {
    const customer = await registerCustomer(server);
    const first = newAddress('first');
    const second = newAddress('second');
    await requestChange(customer, first);
    const firstToken = await confirmationToken(first);
    await requestChange(customer, second);
    expect((await confirm(customer, firstToken)).status).toBe(404);
    expect((await confirm(customer, await confirmationToken(second))).status).toBe(200);
  });

  it('answers 409 when the address was taken since the request', async () => {
    const customer = await registerCustomer(server);
    const email = newAddress('contested');
    await requestChange(customer, email);
    const token = await confirmationToken(email);
    const rival = await registerCustomer(server);
    await requestChange(rival, email);
    expect((await confirm(rival, await confirmationToken(email))).status).toBe(200);

    const response = await confirm(customer, token);
    expect(response.status).toBe(409);
    expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({
      code: 'EMAIL_IN_USE',
    });
    expect(await signInStatus(server, customer.email, customer.password)).toBe(303);
  });

  it('answers 401 without an access token', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/identity/v2/identities/myaccount/x/emailchanges/t/actions/confirm`,
      { method: 'POST' },
    );
    expect(response.status).toBe(401);
  });
});

describe('e-mail change link lifetime', () => {
  it('works until 24 hours after the request and not a moment later (injected clock)', async () => {
    let now = new Date('2030-01-01T09:00:00.000Z');
    const deps = { ...createIdentityChangesDeps(server.ctx), now: () => now };
    const changeOf = async () => {
      const customer = await registerCustomer(server);
      const user = authUserFromClaims(
        AccessTokenClaimsSchema.parse(jwtPayload(customer.tokens.access_token)),
      );
      const identity = { idpType: user.idpType, idpSub: user.idpSub };
      const email = newAddress('timed');
      now = new Date('2030-01-01T09:00:00.000Z');
      const requested = await requestEmailChange(
        deps,
        user,
        identity,
        { email, channel: 'photobox.co.uk' },
        server.baseUrl,
      );
      expect(requested.expiresAt).toBe('2030-01-02T09:00:00.000Z');
      const token = await confirmationToken(email);
      return {
        email,
        confirmAt: (at: string) => {
          now = new Date(at);
          return confirmEmailChange(deps, user, identity, token);
        },
      };
    };

    const late = await changeOf();
    await expect(late.confirmAt('2030-01-02T09:00:00.000Z')).rejects.toMatchObject({
      statusCode: 404,
    });
    const inTime = await changeOf();
    await expect(inTime.confirmAt('2030-01-02T08:59:59.999Z')).resolves.toEqual({
      email: inTime.email,
    });
  });
});
