import { z } from 'zod/mini';
import { ChannelSchema, IdentityParamsSchema } from './identity-paths.ts';

/** The app's page the confirmation e-mail links to, with the token in `confirmation-token`. */
export const EMAIL_CHANGE_CONFIRMATION_PATH = '/change-email-confirmation';

/** How long the confirmation link of an e-mail change works. */
export const EMAIL_CHANGE_VALID_HOURS = 24;
/** Requests one account may make in an hour; the next answers 429 with Retry-After. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 3;

/** 409 of a request or a confirmation: the address belongs to an account (maybe this one). */
export const EMAIL_IN_USE_CODE = 'EMAIL_IN_USE';

/** An e-mail address as a customer types it: surrounding spaces are not part of it. */
export const EmailAddressSchema = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());

/** `POST .../emailchanges`: the new address and the channel whose brand the mail is in. */
export const EmailChangeRequestSchema = z.object({
  email: EmailAddressSchema,
  channel: ChannelSchema,
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;

/** 202 of the request: the confirmation e-mail is on its way to `email`. */
export const EmailChangeRequestedSchema = z.object({
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type EmailChangeRequested = z.infer<typeof EmailChangeRequestedSchema>;

export const EmailChangeTokenParamsSchema = z.extend(IdentityParamsSchema, {
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** 200 of the confirmation: the address the account now signs in with. */
export const EmailChangeConfirmedSchema = z.object({ email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmedSchema>;
