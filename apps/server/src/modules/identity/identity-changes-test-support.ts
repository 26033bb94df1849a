import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  beginSignIn,
  jwtPayload,
  register,
  type SignInResult,
} from '../../../test/support/oidc-browser.ts';
import type { TestServer } from '../../../test/support/test-server.ts';
import { listOutboxMail, type OutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';

/** A new customer with a unique address, signed in through the registration form. */
export async function registerCustomer(
  server: TestServer,
  options: { appOrigin?: string } = {},
): Promise<SignInResult & { email: string; password: string; path: string }> {
  const email = `customer-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'a-long-enough-password';
  const result = await register(
    server,
    { firstName: 'Cleo', lastName: 'Changer', email, password },
    options,
  );
  const claims = jwtPayload(result.tokens.access_token);
  return {
    ...result,
    email,
    password,
    path: `/api/identity/v2/identities/${String(claims.idp_type)}/${String(claims.idp_sub)}`,
  };
}

/** A JSON POST with a bearer token, as the app sends it. */
export async function postJson(
  server: TestServer,
  path: string,
  accessToken: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The mails kept for one address, newest first. */
export async function mailsTo(server: TestServer, to: string): Promise<OutboxMail[]> {
  return (await listOutboxMail(server.database.db, { to, limit: 50 })).mails;
}

/** The one link of the newest mail to `to` that starts with `prefix`. */
export async function linkInMail(server: TestServer, to: string, prefix: string): Promise<string> {
  const [mail] = await mailsTo(server, to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = mail?.text.split(/\s+/).find((word) => word.startsWith(prefix));
  expect(link, `a link starting ${prefix} in "${mail?.text ?? ''}"`).toBeDefined();
  return link ?? '';
}

/** The status of a sign-in form post: 303 when it signs in, 401 for wrong credentials. */
export async function signInStatus(server: TestServer, email: string, password: string) {
  const request = await beginSignIn(server);
  const response = await request.browser.postForm(`${request.interactionUrl}/sign-in`, {
    email,
    password,
  });
  return response.status;
}
