import type { Kysely } from 'kysely';
import { vendorForChannel } from '@my-account/contract/identity-paths';
import {
  NEWSLETTER_CONFIRMATION_VALID_HOURS,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  SUBSCRIPTION_CONFIRMATION_PATH,
  SUBSCRIPTION_EMAIL_PARAM,
  subscriptionUnsubscribePath,
  SubscriptionStatusSchema,
  UNSUBSCRIBE_TOKEN_PARAM,
  type NewsletterSubscription,
  type SubscribeRequest,
  type SubscriptionTokenParams,
} from '@my-account/contract/newsletter';
import { CONFIRMATION_TOKEN_PARAM } from '@my-account/contract/identity-paths';
import type { AppSettings } from '../../config/env.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { DeletedCustomer } from '../../platform/customer-data/deleted-customer.ts';
import type { Database } from '../../platform/database/schema.ts';
import { newSingleUseToken, tokenHash } from '../../platform/auth/single-use-token.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { findCustomerEmail } from '../customer/customer.public.ts';
import {
  confirmPendingSubscription,
  deleteSubscription,
  findSubjectsByEmail,
  findSubscription,
  markUnsubscribed,
  saveSubscription,
  type SubscriptionRow,
} from './email-gateway.repository.ts';
import { newsletterConfirmationMail } from './newsletter-mail.ts';
import type { UnsubscribeSigner } from './unsubscribe-signature.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface NewsletterDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  settings: Pick<AppSettings, 'DEFAULT_VENDOR_HOST'>;
  /** The clock links are dated and checked with (tests move it). */
  now: () => Date;
  unsubscribeSigner: () => Promise<UnsubscribeSigner>;
}

/** Where the links of a mail go: the app's pages, and this service's own API. */
export interface LinkOrigins {
  /** The configured app origin the request came to (decision 0105). */
  app: string;
  /** `<app origin>/api/email-gateway`: the one-click unsubscribe POST of the mail header. */
  api: string;
}

/** Addresses are kept and compared as accounts keep them: trimmed, lower case. */
const normalized = (email: string): string => email.trim().toLowerCase();

function toSubscription(row: SubscriptionRow | undefined): NewsletterSubscription {
  if (!row) {
    return { status: 'unsubscribed', email: null, pendingUntil: null };
  }
  // A status we did not write would be a fault of ours: a 500, not a guess.
  const status = SubscriptionStatusSchema.parse(row.status);
  return {
    status,
    email: status === 'unsubscribed' ? null : row.email,
    pendingUntil: status === 'pending' ? row.token_expires_at : null,
  };
}

/** The signed-in customer's subscription (unsubscribed when they never asked). */
export async function getMySubscription(
  deps: NewsletterDeps,
  user: AuthUser,
): Promise<NewsletterSubscription> {
  return toSubscription(await findSubscription(deps.db, user.sub));
}

/** The address the customer's mail goes to: their record's, else their token's. */
async function currentEmail(deps: NewsletterDeps, user: AuthUser): Promise<string> {
  const email = (await findCustomerEmail(deps.db, user)) ?? user.email;
  if (!email) {
    throw conflict('There is no e-mail address to send the newsletter to', 'NO_EMAIL_ADDRESS');
  }
  return normalized(email);
}

/**
 * Subscribes the signed-in customer, double opt-in: nothing is subscribed until the link mailed
 * to their address is followed. A new request replaces a pending one (its link stops working);
 * a subscribed customer stays subscribed and gets no mail.
 */
export async function subscribe(
  deps: NewsletterDeps,
  user: AuthUser,
  request: SubscribeRequest,
  origins: LinkOrigins,
): Promise<NewsletterSubscription> {
  const existing = await findSubscription(deps.db, user.sub);
  if (existing?.status === 'subscribed') {
    return toSubscription(existing);
  }
  const email = await currentEmail(deps, user);
  const { token, hash } = newSingleUseToken();
  const now = deps.now();
  const row = {
    subject: user.sub,
    status: 'pending',
    email,
    channel: request.channel,
    token_hash: hash,
    token_expires_at: new Date(
      now.getTime() + NEWSLETTER_CONFIRMATION_VALID_HOURS * HOUR_MS,
    ).toISOString(),
    updated_at: now.toISOString(),
  };
  await saveSubscription(deps.db, row);

  const confirmLink = new URL(SUBSCRIPTION_CONFIRMATION_PATH, origins.app);
  confirmLink.searchParams.set(CONFIRMATION_TOKEN_PARAM, token);
  confirmLink.searchParams.set(SUBSCRIPTION_EMAIL_PARAM, email);
  const unsubscribeToken = (await deps.unsubscribeSigner()).sign(user.sub, email);
  const unsubscribeLink = new URL(NEWSLETTER_UNSUBSCRIBE_PATH, origins.app);
  unsubscribeLink.searchParams.set(SUBSCRIPTION_EMAIL_PARAM, email);
  unsubscribeLink.searchParams.set(UNSUBSCRIBE_TOKEN_PARAM, unsubscribeToken);
  await deps.mailer.send(
    newsletterConfirmationMail({
      to: email,
      vendor: vendorForChannel(request.channel, deps.settings.DEFAULT_VENDOR_HOST),
      confirmLink: confirmLink.href,
      unsubscribeLink: unsubscribeLink.href,
      oneClickUnsubscribeUrl: `${origins.api}${subscriptionUnsubscribePath({ email, token: unsubscribeToken })}`,
    }),
  );
  return toSubscription(row);
}

/** Opts the signed-in customer out at once (a pending link stops working too). */
export async function unsubscribe(
  deps: NewsletterDeps,
  user: AuthUser,
): Promise<NewsletterSubscription> {
  await markUnsubscribed(deps.db, user.sub, deps.now().toISOString());
  return toSubscription(await findSubscription(deps.db, user.sub));
}

/**
 * The mailed link, followed (no sign-in): the pending subscription of exactly this address and
 * token is confirmed, once, within its time. An unknown, forged, expired or used token, or
 * another address, is 404 and changes nothing.
 */
export async function confirmSubscription(
  deps: NewsletterDeps,
  params: SubscriptionTokenParams,
): Promise<void> {
  const confirmed = await confirmPendingSubscription(deps.db, {
    tokenHash: tokenHash(params.token),
    email: normalized(params.email),
    now: deps.now().toISOString(),
  });
  if (!confirmed) {
    throw notFound('Subscription');
  }
}

/**
 * A newsletter mail's unsubscribe link (no sign-in): opts out the customer whose link it is.
 * The same link works again (already out is fine); a forged one, or one whose subscription is
 * gone, is 404.
 */
export async function unsubscribeWithLink(
  deps: NewsletterDeps,
  params: SubscriptionTokenParams,
): Promise<void> {
  const email = normalized(params.email);
  const signer = await deps.unsubscribeSigner();
  const subjects = await findSubjectsByEmail(deps.db, email);
  const subject = subjects.find((candidate) => signer.verify(candidate, email, params.token));
  if (subject === undefined) {
    throw notFound('Subscription');
  }
  await markUnsubscribed(deps.db, subject, deps.now().toISOString());
}

/** Removes the customer's subscription (account deletion; safe to run again). */
export async function deleteCustomerData(
  db: Kysely<Database>,
  customer: Pick<DeletedCustomer, 'subject'>,
): Promise<void> {
  await deleteSubscription(db, customer.subject);
}
