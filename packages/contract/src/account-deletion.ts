import { z } from 'zod/mini';
import { findVendor } from './vendors.ts';

/*
 * Account deletion (identity service): `POST v2/identities/{idpType}/{idpSub}/deleteaccount`
 * mails a confirmation link to the app's `/delete-account-confirmation?confirmation-token=...`,
 * which confirms with `.../deleteaccount/{token}/actions/confirm`.
 */

/** The identity a route of the identity service acts on: always the caller's own. */
export const IdentityPathSchema = z.object({
  idpType: z.string().check(z.minLength(1), z.maxLength(100)),
  idpSub: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type IdentityPath = z.infer<typeof IdentityPathSchema>;

export const AccountDeletionConfirmPathSchema = z.extend(IdentityPathSchema, {
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The request's body: the vendor host (brand and language of the e-mail). */
export const AccountDeletionRequestSchema = z.object({
  channel: z
    .string()
    .check(z.refine((host) => findVendor(host) !== undefined, 'must be a vendor host')),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;

/** How long the e-mailed confirmation link works. */
export const ACCOUNT_DELETION_LINK_VALID_HOURS = 24;

/** The app's page the e-mail links to, and the query parameter that carries the token. */
export const DELETE_ACCOUNT_CONFIRMATION_PATH = '/delete-account-confirmation';
export const CONFIRMATION_TOKEN_PARAM = 'confirmation-token';

const deleteAccountPath = ({ idpType, idpSub }: IdentityPath): string =>
  `/v2/identities/${encodeURIComponent(idpType)}/${encodeURIComponent(idpSub)}/deleteaccount`;

/** The request's path below the identity service. */
export function accountDeletionRequestPath(identity: IdentityPath): string {
  return deleteAccountPath(identity);
}

/** The confirmation's path below the identity service. */
export function accountDeletionConfirmPath(identity: IdentityPath, token: string): string {
  return `${deleteAccountPath(identity)}/${encodeURIComponent(token)}/actions/confirm`;
}
