import { WRONG_PASSWORD_CODE, type PasswordChange } from '@my-account/contract/password-change';
import type { IdentityParams } from '@my-account/contract/identity-paths';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { HttpError, notFound, RetryLaterError } from '../../platform/http/http-error.ts';
import { findAccountById, updateAccountPassword } from './account.repository.ts';
import type { IdentityChangesDeps } from './identity-changes.deps.ts';
import { endAccountSessions } from './oidc/account-sessions.ts';
import { ownAccountId } from './own-identity.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/**
 * Changes the password of the caller's account, proven by the current one. Every other sign-in
 * of the account ends (a thief's browser too); the one the request came from stays.
 */
export async function changePassword(
  deps: IdentityChangesDeps,
  user: AuthUser,
  identity: IdentityParams,
  change: PasswordChange,
): Promise<void> {
  const accountId = ownAccountId(user, identity);
  const account = await findAccountById(deps.db, accountId);
  if (!account) {
    throw notFound('Identity');
  }
  const wait = await deps.limits.passwordChange.consume(accountId);
  if (wait > 0) {
    throw new RetryLaterError(
      wait,
      `Too many password changes: try again in ${Math.ceil(wait / 60)} minutes`,
    );
  }
  if (!(await verifyPassword(change.currentPassword, account.password_hash))) {
    throw new HttpError(400, WRONG_PASSWORD_CODE, 'The current password is not correct', [
      { path: 'currentPassword', message: 'is not the current password' },
    ]);
  }
  const passwordHash = await hashPassword(change.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateAccountPassword(trx, accountId, passwordHash);
    await endAccountSessions(trx, accountId, { keepSessionUid: user.sessionId });
  });
}
