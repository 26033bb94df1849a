import {
  EMAIL_CHANGE_CONFIRMATION_PATH,
  EMAIL_CHANGE_VALID_HOURS,
  EMAIL_IN_USE_CODE,
  type EmailChangeConfirmed,
  type EmailChangeRequest,
  type EmailChangeRequested,
} from '@my-account/contract/email-change';
import {
  CONFIRMATION_TOKEN_PARAM,
  vendorForChannel,
  type IdentityParams,
} from '@my-account/contract/identity-paths';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { conflict, HttpError, notFound, RetryLaterError } from '../../platform/http/http-error.ts';
import { updateCustomerEmail } from '../customer/customer.public.ts';
import { updateAccountEmail } from './account.repository.ts';
import { findAccountIdByEmail, getAccount, normalizeEmail } from './account.service.ts';
import {
  deleteEmailChangesOfAccount,
  findEmailChange,
  insertEmailChange,
  takeEmailChange,
} from './email-change.repository.ts';
import type { IdentityChangesDeps } from './identity-changes.deps.ts';
import { emailChangeMail } from './identity-mails.ts';
import { endAccountSessions } from './oidc/account-sessions.ts';
import { ownAccountId } from './own-identity.ts';
import { newSingleUseToken, tokenHash } from '../../platform/auth/single-use-token.ts';

const HOUR_MS = 60 * 60 * 1000;

const emailInUse = () => conflict('This e-mail address is already in use', EMAIL_IN_USE_CODE);

/**
 * Asks to sign in with a new e-mail address: a confirmation link goes to that address, in the
 * brand of the channel; nothing changes until it is followed. A newer request replaces an older
 * one. Every request counts against the account's hourly limit, also those refused with 409, so
 * the answer cannot be used to test many addresses for an account.
 */
export async function requestEmailChange(
  deps: IdentityChangesDeps,
  user: AuthUser,
  identity: IdentityParams,
  request: EmailChangeRequest,
  /** The configured app origin the request came to: the link goes there (decision 0105). */
  appOrigin: string,
): Promise<EmailChangeRequested> {
  const accountId = ownAccountId(user, identity);
  if (!(await getAccount(deps.db, accountId))) {
    throw notFound('Identity');
  }
  const wait = await deps.limits.emailChange.consume(accountId);
  if (wait > 0) {
    throw new RetryLaterError(
      wait,
      `Too many e-mail change requests: try again in ${Math.ceil(wait / 60)} minutes`,
    );
  }
  const email = normalizeEmail(request.email);
  if ((await findAccountIdByEmail(deps.db, email)) !== undefined) {
    throw emailInUse();
  }

  const { token, hash } = newSingleUseToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_VALID_HOURS * HOUR_MS).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await deleteEmailChangesOfAccount(trx, accountId);
    await insertEmailChange(trx, {
      token_hash: hash,
      account_id: accountId,
      new_email: email,
      channel: request.channel,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
  });
  const link = new URL(EMAIL_CHANGE_CONFIRMATION_PATH, appOrigin);
  link.searchParams.set(CONFIRMATION_TOKEN_PARAM, token);
  await deps.mailer.send(
    emailChangeMail({
      to: email,
      vendor: vendorForChannel(request.channel, deps.settings.DEFAULT_VENDOR_HOST),
      link: link.href,
    }),
  );
  return { email, expiresAt };
}

/**
 * Follows a confirmation link: the account signs in with the new address from now on, the
 * customer record says so too, and every sign-in of the account ends (the app then signs out).
 * The token works once, within its time, for the account it was made for; anything else is
 * 404, as if there were no such change. The address is checked again: 409 if it was taken since.
 */
export async function confirmEmailChange(
  deps: IdentityChangesDeps,
  user: AuthUser,
  identity: IdentityParams,
  token: string,
): Promise<EmailChangeConfirmed> {
  const accountId = ownAccountId(user, identity);
  const hash = tokenHash(token);
  const now = deps.now().toISOString();
  let email: string | undefined;
  try {
    email = await deps.db.transaction().execute(async (trx) => {
      const change = await takeEmailChange(trx, hash, accountId);
      if (!change || change.expires_at <= now) {
        return undefined;
      }
      if ((await findAccountIdByEmail(trx, change.new_email)) !== undefined) {
        throw emailInUse();
      }
      await updateAccountEmail(trx, accountId, change.new_email);
      await updateCustomerEmail(trx, user, change.new_email);
      await deleteEmailChangesOfAccount(trx, accountId);
      await endAccountSessions(trx, accountId);
      return change.new_email;
    });
  } catch (error) {
    // Two accounts confirming one address at the same moment: the unique address refuses the
    // second. Rolled back, its change is still there to tell which address it was.
    if (!(error instanceof HttpError)) {
      const pending = await findEmailChange(deps.db, hash, accountId);
      if (pending && (await findAccountIdByEmail(deps.db, pending.new_email)) !== undefined) {
        throw emailInUse();
      }
    }
    throw error;
  }
  if (email === undefined) {
    throw notFound('E-mail change');
  }
  return { email };
}
