import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  MY_SUBSCRIPTION_PATH,
  NewsletterSubscriptionSchema,
  subscriptionConfirmPath,
} from '@my-account/contract/newsletter';
import { callAs, signUp, type SignedUpCustomer } from '../../../test/support/customer-data.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { tokenHash } from '../../platform/auth/single-use-token.ts';
import { listOutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';
import {
  callPublic,
  GATEWAY,
  mailLinks,
  newestMailTo,
  subscribeAs,
  subscriptionOf,
} from './newsletter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The confirmation call the app's page makes with the mailed link's query. */
function confirmWith(link: URL, method: 'GET' | 'POST' = 'POST'): Promise<Response> {
  const email = link.searchParams.get('email') ?? '';
  const token = link.searchParams.get('confirmation-token') ?? '';
  return callPublic(server, method, subscriptionConfirmPath({ email, token }));
}

async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({ code: 'NOT_FOUND' });
}

describe('newsletter double opt-in', () => {
  let ada: SignedUpCustomer;
  beforeAll(async () => {
    ada = await signUp(server, 'Ada');
  });

  it('is unsubscribed until asked, and answers 401 without a sign-in', async () => {
    expect(await subscriptionOf(server, ada)).toEqual({
      status: 'unsubscribed',
      email: null,
      pendingUntil: null,
    });
    const anonymous = await fetch(`${server.baseUrl}/api${GATEWAY}${MY_SUBSCRIPTION_PATH}`);
    expect(anonymous.status).toBe(401);
  });

  it('subscribes through the mailed link: pending, a mail in the brand of the channel, then subscribed', async () => {
    const response = await subscribeAs(server, ada, 'albelli.nl');
    expect(response.status).toBe(202);
    const pending = NewsletterSubscriptionSchema.parse(await response.json());
    expect(pending).toMatchObject({ status: 'pending', email: ada.email });
    expect(Date.parse(pending.pendingUntil ?? '') - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    expect(await subscriptionOf(server, ada)).toEqual(pending);

    const mail = await newestMailTo(server, ada.email);
    expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van albelli');
    expect(mail.text).toContain('De link werkt één keer, 72 uur lang.');
    const { confirm, unsubscribe } = mailLinks(mail);
    expect(confirm.origin).toBe(server.baseUrl);
    expect(confirm.searchParams.get('email')).toBe(ada.email);
    expect(unsubscribe.searchParams.get('email')).toBe(ada.email);
    expect(mail.html).toContain(`href="${unsubscribe.href.replaceAll('&', '&amp;')}"`);

    // Only the token's hash is kept.
    const token = confirm.searchParams.get('confirmation-token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = await server.database.db
      .selectFrom('email_gateway_subscriptions')
      .selectAll()
      .where('subject', '=', ada.sub)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // The link, without a sign-in: GET works as POST does (the spec allows both).
    const confirmed = await confirmWith(confirm, 'GET');
    expect(confirmed.status).toBe(204);
    expect(await subscriptionOf(server, ada)).toEqual({
      status: 'subscribed',
      email: ada.email,
      pendingUntil: null,
    });

    // Used: the same link again is not found, and the customer stays subscribed.
    await expectNotFound(await confirmWith(confirm));
    expect((await subscriptionOf(server, ada)).status).toBe('subscribed');
  });

  it('keeps a subscribed customer subscribed without another mail', async () => {
    const before = (await listOutboxMail(server.database.db, { to: ada.email, limit: 50 })).total;
    const again = await subscribeAs(server, ada);
    expect(again.status).toBe(200);
    expect(NewsletterSubscriptionSchema.parse(await again.json()).status).toBe('subscribed');
    expect((await listOutboxMail(server.database.db, { to: ada.email, limit: 50 })).total).toBe(
      before,
    );
  });

  it('unsubscribes at once', async () => {
    const response = await callAs(server, ada, 'DELETE', `${GATEWAY}${MY_SUBSCRIPTION_PATH}`);
    expect(response.status).toBe(200);
    expect(NewsletterSubscriptionSchema.parse(await response.json())).toEqual({
      status: 'unsubscribed',
      email: null,
      pendingUntil: null,
    });
    expect((await subscriptionOf(server, ada)).status).toBe('unsubscribed');
  });
});

describe('confirmation links that do not work change nothing', () => {
  let bob: SignedUpCustomer;
  let link: URL;
  beforeAll(async () => {
    bob = await signUp(server, 'Bob');
    expect((await subscribeAs(server, bob)).status).toBe(202);
    link = mailLinks(await newestMailTo(server, bob.email)).confirm;
  });

  const token = () => link.searchParams.get('confirmation-token') ?? '';

  it('answers a forged token 404 in the error shape', async () => {
    await expectNotFound(
      await callPublic(
        server,
        'POST',
        subscriptionConfirmPath({ email: bob.email, token: `${token().slice(0, -2)}xx` }),
      ),
    );
    expect((await subscriptionOf(server, bob)).status).toBe('pending');
  });

  it('answers the right token for another address 404, and does not use it up', async () => {
    await expectNotFound(
      await callPublic(
        server,
        'POST',
        subscriptionConfirmPath({ email: 'someone-else@example.com', token: token() }),
      ),
    );
    expect((await subscriptionOf(server, bob)).status).toBe('pending');
  });

  it('answers an expired token 404', async () => {
    const db = server.database.db;
    const { token_expires_at: expiresAt } = await db
      .selectFrom('email_gateway_subscriptions')
      .select('token_expires_at')
      .where('subject', '=', bob.sub)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('email_gateway_subscriptions')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('subject', '=', bob.sub)
      .execute();
    await expectNotFound(await confirmWith(link));
    expect((await subscriptionOf(server, bob)).status).toBe('pending');

    await db
      .updateTable('email_gateway_subscriptions')
      .set({ token_expires_at: expiresAt })
      .where('subject', '=', bob.sub)
      .execute();
    // Matching the address ignores case, as addresses do.
    const upper = new URL(link);
    upper.searchParams.set('email', bob.email.toUpperCase());
    expect((await confirmWith(upper)).status).toBe(204);
  });

  it('answers a link replaced by a newer request, or cancelled by unsubscribing, 404', async () => {
    await callAs(server, bob, 'DELETE', `${GATEWAY}${MY_SUBSCRIPTION_PATH}`);
    expect((await subscribeAs(server, bob)).status).toBe(202);
    const first = mailLinks(await newestMailTo(server, bob.email)).confirm;
    expect((await subscribeAs(server, bob)).status).toBe(202);
    const second = mailLinks(await newestMailTo(server, bob.email)).confirm;
    expect(second.href).not.toBe(first.href);
    await expectNotFound(await confirmWith(first));

    await callAs(server, bob, 'DELETE', `${GATEWAY}${MY_SUBSCRIPTION_PATH}`);
    await expectNotFound(await confirmWith(second));
    expect((await subscriptionOf(server, bob)).status).toBe('unsubscribed');
  });

  it('refuses a malformed body and unknown channel with 400, never 500', async () => {
    const response = await callAs(server, bob, 'POST', `${GATEWAY}${MY_SUBSCRIPTION_PATH}`, {
      channel: 'evil.example',
    });
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).statusCode).toBe(400);
  });
});

describe('one customer and another', () => {
  it("never shows or changes another customer's subscription", async () => {
    const cleo = await signUp(server, 'Cleo');
    const dan = await signUp(server, 'Dan');
    expect((await subscribeAs(server, cleo)).status).toBe(202);
    expect(await subscriptionOf(server, dan)).toMatchObject({ status: 'unsubscribed' });
    await callAs(server, dan, 'DELETE', `${GATEWAY}${MY_SUBSCRIPTION_PATH}`);
    expect(await subscriptionOf(server, cleo)).toMatchObject({
      status: 'pending',
      email: cleo.email,
    });
    // Dan's address with Cleo's token does not confirm anything.
    const link = mailLinks(await newestMailTo(server, cleo.email)).confirm;
    const swapped = new URL(link);
    swapped.searchParams.set('email', dan.email);
    await expectNotFound(await confirmWith(swapped));
    expect((await subscriptionOf(server, cleo)).status).toBe('pending');
    expect((await subscriptionOf(server, dan)).status).toBe('unsubscribed');
  });
});
