import { expect } from 'vitest';
import {
  MY_SUBSCRIPTION_PATH,
  NewsletterSubscriptionSchema,
  type NewsletterSubscription,
} from '@my-account/contract/newsletter';
import { callAs, type SignedUpCustomer } from '../../../test/support/customer-data.ts';
import type { TestServer } from '../../../test/support/test-server.ts';
import { listOutboxMail, type OutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';

export const GATEWAY = '/email-gateway';

/** The customer's subscription as the app reads it. */
export async function subscriptionOf(
  server: TestServer,
  customer: SignedUpCustomer,
): Promise<NewsletterSubscription> {
  const response = await callAs(server, customer, 'GET', `${GATEWAY}${MY_SUBSCRIPTION_PATH}`);
  expect(response.status).toBe(200);
  return NewsletterSubscriptionSchema.parse(await response.json());
}

export function subscribeAs(
  server: TestServer,
  customer: SignedUpCustomer,
  channel = 'photobox.co.uk',
): Promise<Response> {
  return callAs(server, customer, 'POST', `${GATEWAY}${MY_SUBSCRIPTION_PATH}`, { channel });
}

/** The newest mail to the address. */
export async function newestMailTo(server: TestServer, to: string): Promise<OutboxMail> {
  const [mail] = (await listOutboxMail(server.database.db, { to: to.toLowerCase(), limit: 1 }))
    .mails;
  expect(mail, `a mail to ${to}`).toBeDefined();
  if (!mail) {
    throw new Error(`No mail to ${to}`);
  }
  return mail;
}

/** The links of a mail's text, by the app page they open. */
export function mailLinks(mail: OutboxMail): { confirm: URL; unsubscribe: URL } {
  const links = mail.text
    .split(/\s+/)
    .filter((word) => word.startsWith('http'))
    .map((word) => new URL(word));
  const confirm = links.find((link) => link.pathname === '/subscription-confirmation');
  const unsubscribe = links.find((link) => link.pathname === '/newsletter-unsubscribe');
  if (!confirm || !unsubscribe) {
    throw new Error(`No confirmation and unsubscribe links in "${mail.text}"`);
  }
  return { confirm, unsubscribe };
}

/** A public call of the service (no bearer token), as a mail's link makes it. */
export function callPublic(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${server.baseUrl}/api${GATEWAY}${path}`, { method, ...init });
}
