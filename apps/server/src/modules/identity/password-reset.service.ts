import { vendorForHost } from '@my-account/contract/vendors';
import { EMBEDDED_ISSUER_PATH } from '../../platform/auth/issuer.ts';
import { emailKey } from './account-rate-limit.ts';
import { updateAccountPassword } from './account.repository.ts';
import { findAccountIdByEmail, normalizeEmail } from './account.service.ts';
import type { IdentityChangesDeps } from './identity-changes.deps.ts';
import { PASSWORD_RESET_VALID_MINUTES, passwordResetMail } from './identity-mails.ts';
import { endAccountSessions } from './oidc/account-sessions.ts';
import { hashPassword } from './password-hash.ts';
import {
  deletePasswordResetsOfAccount,
  findPasswordReset,
  insertPasswordReset,
  takePasswordReset,
} from './password-reset.repository.ts';
import { newSingleUseToken, tokenHash } from '../../platform/auth/single-use-token.ts';

/** Where the mailed link's page lives, below PUBLIC_URL (the provider's own origin). */
export const PASSWORD_RESET_PATH = `${EMBEDDED_ISSUER_PATH}/password-reset`;

export type ResetRequestOutcome =
  { kind: 'accepted' } | { kind: 'rateLimited'; retryAfterSeconds: number };

/**
 * "Forgot your password?": mails a link to choose a new password when the address has an
 * account. The answer is the same either way, and so is its time: looking the address up and
 * mailing happen after it. An address (known or not) is sent at most a few links an hour.
 */
export async function requestPasswordReset(
  deps: IdentityChangesDeps,
  email: string,
  /** The app origin of the sign-in (a registered redirect URI's): its brand, and the way back. */
  returnOrigin: string,
): Promise<ResetRequestOutcome> {
  const address = normalizeEmail(email);
  const wait = await deps.limits.passwordReset.consume(emailKey(address));
  if (wait > 0) {
    return { kind: 'rateLimited', retryAfterSeconds: wait };
  }
  mailResetLink(deps, address, returnOrigin).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'could not send a password reset link');
  });
  return { kind: 'accepted' };
}

async function mailResetLink(
  deps: IdentityChangesDeps,
  address: string,
  returnOrigin: string,
): Promise<void> {
  const accountId = await findAccountIdByEmail(deps.db, address);
  if (accountId === undefined) {
    return;
  }
  const { token, hash } = newSingleUseToken();
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // Only the latest link works.
    await deletePasswordResetsOfAccount(trx, accountId);
    await insertPasswordReset(trx, {
      token_hash: hash,
      account_id: accountId,
      return_origin: returnOrigin,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000).toISOString(),
    });
  });
  await deps.mailer.send(
    passwordResetMail({
      to: address,
      vendor: vendorForHost(URL.parse(returnOrigin)?.host ?? '', deps.settings.DEFAULT_VENDOR_HOST),
      link: `${deps.settings.PUBLIC_URL}${PASSWORD_RESET_PATH}/${token}`,
    }),
  );
}

/** The app origin of a link that still works (to brand its page), or undefined. */
export async function findValidReset(
  deps: IdentityChangesDeps,
  token: string,
): Promise<{ returnOrigin: string } | undefined> {
  const reset = await findPasswordReset(deps.db, tokenHash(token));
  return reset && reset.expires_at > deps.now().toISOString()
    ? { returnOrigin: reset.return_origin }
    : undefined;
}

/**
 * Sets the new password through a mailed link, once, within its hour. Every sign-in of the
 * account ends: whoever knew the old password is out.
 */
export async function resetPassword(
  deps: IdentityChangesDeps,
  token: string,
  newPassword: string,
): Promise<{ returnOrigin: string } | undefined> {
  const passwordHash = await hashPassword(newPassword);
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const reset = await takePasswordReset(trx, tokenHash(token));
    if (!reset || reset.expires_at <= now) {
      return undefined;
    }
    await updateAccountPassword(trx, reset.account_id, passwordHash);
    await deletePasswordResetsOfAccount(trx, reset.account_id);
    await endAccountSessions(trx, reset.account_id);
    return { returnOrigin: reset.return_origin };
  });
}
