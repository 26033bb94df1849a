import { z } from 'zod/mini';
import { ChannelSchema } from './identity-paths.ts';

/*
 * The newsletter double opt-in of the e-mail gateway service (`/api/email-gateway`). The signed-in
 * customer subscribes; a mail to their address links to the app's public
 * `/subscription-confirmation?confirmation-token=...&email=...`, which confirms with the spec's
 * `POST|GET /api/v1/Profiles/{email}/subscription/confirm/{token}` (no bearer token).
 */

/** Where a customer stands: nothing asked (or opted out), waiting for the mail's link, or in. */
export const SUBSCRIPTION_STATUSES = ['unsubscribed', 'pending', 'subscribed'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The signed-in customer's newsletter subscription. */
export const NewsletterSubscriptionSchema = z.object({
  status: SubscriptionStatusSchema,
  /** The address the newsletter (or, while pending, the confirmation link) goes to. */
  email: z.nullable(z.string()),
  /** While pending: until when the mailed link works. */
  pendingUntil: z.nullable(z.iso.datetime()),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;

/** `POST .../me/subscription`: the brand (and language) the confirmation mail is in. */
export const SubscribeRequestSchema = z.object({ channel: ChannelSchema });
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/**
 * The public routes' path: the address and the mailed token. The address is compared with the
 * one the link was mailed to, so any text is accepted here and a wrong one is simply not found.
 */
export const SubscriptionTokenParamsSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SubscriptionTokenParams = z.infer<typeof SubscriptionTokenParamsSchema>;

/** How long the confirmation link works: a newsletter mail may wait a weekend to be read. */
export const NEWSLETTER_CONFIRMATION_VALID_HOURS = 72;
/** Subscribe requests one customer may make in an hour (each one may send a mail). */
export const NEWSLETTER_SUBSCRIBE_REQUESTS_PER_HOUR = 5;

/** The customer's own subscription, below the e-mail gateway service. */
export const MY_SUBSCRIPTION_PATH = '/api/v1/Profiles/me/subscription';

const profilePath = (email: string) => `/api/v1/Profiles/${encodeURIComponent(email)}/subscription`;

/** The spec's confirmation call, below the e-mail gateway service. */
export function subscriptionConfirmPath({ email, token }: SubscriptionTokenParams): string {
  return `${profilePath(email)}/confirm/${encodeURIComponent(token)}`;
}

/** The one-click unsubscribe of the newsletter mails' link, below the e-mail gateway service. */
export function subscriptionUnsubscribePath({ email, token }: SubscriptionTokenParams): string {
  return `${profilePath(email)}/unsubscribe/${encodeURIComponent(token)}`;
}

/** The app's public pages the mails link to, and their query parameters. */
export const SUBSCRIPTION_CONFIRMATION_PATH = '/subscription-confirmation';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter-unsubscribe';
export const SUBSCRIPTION_EMAIL_PARAM = 'email';
/** The unsubscribe link's token (the confirmation link uses `confirmation-token`). */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';
