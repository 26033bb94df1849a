import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  NEWSLETTER_SUBSCRIBE_REQUESTS_PER_HOUR,
  subscriptionConfirmPath,
  subscriptionUnsubscribePath,
} from '@my-account/contract/newsletter';
import { signUp, type SignedUpCustomer } from '../../../test/support/customer-data.ts';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { createSmtpMailer } from '../../platform/mailer/smtp-mailer.ts';
import { deleteCustomerData } from './email-gateway.public.ts';
import {
  callPublic,
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

/** Subscribes and confirms through the mail; returns the mail's unsubscribe link. */
async function subscribed(customer: SignedUpCustomer): Promise<URL> {
  expect((await subscribeAs(server, customer)).status).toBe(202);
  const { confirm, unsubscribe } = mailLinks(await newestMailTo(server, customer.email));
  const path = subscriptionConfirmPath({
    email: confirm.searchParams.get('email') ?? '',
    token: confirm.searchParams.get('confirmation-token') ?? '',
  });
  expect((await callPublic(server, 'POST', path)).status).toBe(204);
  return unsubscribe;
}

/** The API call the app's unsubscribe page makes with the link's query. */
function apiPathOf(link: URL): string {
  return subscriptionUnsubscribePath({
    email: link.searchParams.get('email') ?? '',
    token: link.searchParams.get('token') ?? '',
  });
}

describe("the newsletter mail's unsubscribe link", () => {
  it('unsubscribes without a sign-in, and works again once out', async () => {
    const eve = await signUp(server, 'Eve');
    const link = await subscribed(eve);
    expect(link.origin).toBe(server.baseUrl);
    expect((await subscriptionOf(server, eve)).status).toBe('subscribed');

    // Opening the link's API with GET (a mail scanner's prefetch) unsubscribes nobody.
    expect((await callPublic(server, 'GET', apiPathOf(link))).status).toBe(404);
    expect((await subscriptionOf(server, eve)).status).toBe('subscribed');

    expect((await callPublic(server, 'POST', apiPathOf(link))).status).toBe(204);
    expect((await subscriptionOf(server, eve)).status).toBe('unsubscribed');
    expect((await callPublic(server, 'POST', apiPathOf(link))).status).toBe(204);
  });

  it("takes a mail program's one-click POST (RFC 8058)", async () => {
    const fay = await signUp(server, 'Fay');
    const link = await subscribed(fay);
    const response = await callPublic(server, 'POST', apiPathOf(link), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(204);
    expect((await subscriptionOf(server, fay)).status).toBe('unsubscribed');
  });

  it("refuses a forged link or another customer's address with 404, changing nothing", async () => {
    const gus = await signUp(server, 'Gus');
    const hal = await signUp(server, 'Hal');
    const gusLink = await subscribed(gus);
    await subscribed(hal);
    const token = gusLink.searchParams.get('token') ?? '';
    for (const path of [
      subscriptionUnsubscribePath({ email: gus.email, token: `${token.slice(0, -2)}AA` }),
      subscriptionUnsubscribePath({ email: hal.email, token }),
      subscriptionUnsubscribePath({ email: 'nobody@example.com', token }),
    ]) {
      const response = await callPublic(server, 'POST', path);
      expect(response.status).toBe(404);
      expect(ErrorResponseSchema.parse(await response.json()).code).toBe('NOT_FOUND');
    }
    expect((await subscriptionOf(server, gus)).status).toBe('subscribed');
    expect((await subscriptionOf(server, hal)).status).toBe('subscribed');
  });

  it("stops working once the customer's data is deleted", async () => {
    const ivy = await signUp(server, 'Ivy');
    const link = await subscribed(ivy);
    await deleteCustomerData(server.database.db, { subject: ivy.sub });
    const rows = await server.database.db
      .selectFrom('email_gateway_subscriptions')
      .select('subject')
      .where('subject', '=', ivy.sub)
      .execute();
    expect(rows).toEqual([]);
    expect((await callPublic(server, 'POST', apiPathOf(link))).status).toBe(404);
  });
});

describe('subscribe requests', () => {
  it(`answer 429 with Retry-After after ${String(NEWSLETTER_SUBSCRIBE_REQUESTS_PER_HOUR)} an hour, per customer`, async () => {
    const jo = await signUp(server, 'Jo');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < NEWSLETTER_SUBSCRIBE_REQUESTS_PER_HOUR; attempt += 1) {
      statuses.push((await subscribeAs(server, jo)).status);
    }
    expect(statuses.every((status) => status === 202)).toBe(true);
    const limited = await subscribeAs(server, jo);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ErrorResponseSchema.parse(await limited.json()).code).toBe('RATE_LIMITED');
    expect((await subscribeAs(server, await signUp(server, 'Kit'))).status).toBe(202);
  });
});

describe('the mail through SMTP', () => {
  it('names the one-click unsubscribe URL in List-Unsubscribe, with List-Unsubscribe-Post', async () => {
    const smtp = await startSmtpTestServer();
    const mailer = createSmtpMailer(smtp.url, 'My Account <no-reply@example.com>');
    try {
      const url = 'https://myaccount.photobox.co.uk/api/email-gateway/unsubscribe-here';
      await mailer.send({
        to: 'ann@example.com',
        subject: 'News',
        text: 'Hi',
        listUnsubscribeUrl: url,
      });
      await mailer.send({ to: 'ann@example.com', subject: 'Not news', text: 'Hi' });
      const [newsletter, other] = smtp.received.map((mail) => mail.raw);
      expect(newsletter).toMatch(new RegExp(`^List-Unsubscribe:\\s+<${url}>`, 'm'));
      expect(newsletter).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(other).not.toMatch(/^List-Unsubscribe/m);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
