import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ACCOUNT_DELETION_LINK_VALID_HOURS,
  type AccountDeletionRequest,
  type IdentityPath,
} from '@my-account/contract/account-deletion';
import type { AppSettings } from '../../config/env.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import {
  queueCustomerDataDeletion,
  recordCustomerDataDeletion,
} from '../../platform/customer-data/customer-data-deletion.ts';
import type { DeletedCustomer } from '../../platform/customer-data/deleted-customer.ts';
import type { Database } from '../../platform/database/schema.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { findCustomerIdentity, markCustomerAccountDeleted } from '../customer/customer.public.ts';
import { accountDeletionMail } from './account-deletion-mail.ts';
import {
  consumeDeletionToken,
  deleteAccountRow,
  deleteDeletionTokensOf,
  deleteProviderStateOf,
  insertDeletionToken,
} from './account-deletion.repository.ts';
import { findAccountById } from './account.repository.ts';
import { IDP_TYPE, normalizeEmail } from './account.service.ts';
import { findPendingEmailChangeAddresses } from './email-change.repository.ts';
import { deletePendingIdentityChanges } from './identity-changes.data.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface AccountDeletionDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  settings: Pick<AppSettings, 'ACCOUNT_DELETION_FINAL_PASS_SECONDS' | 'DEFAULT_VENDOR_HOST'>;
  /** The clock (tests move it past a link's validity). */
  now?: () => Date;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The path names the caller's own identity, or the route answers 404 as if it did not exist. */
function assertOwnIdentity(user: AuthUser, path: IdentityPath): void {
  if (path.idpType !== user.idpType || path.idpSub !== user.idpSub) {
    throw notFound('Identity');
  }
}

/** The identity's e-mail addresses (lower case): the account's, the customer record's, the token's. */
async function emailsOf(db: Kysely<Database>, user: AuthUser): Promise<string[]> {
  const ours = user.idpType === IDP_TYPE;
  const account = ours ? await findAccountById(db, user.idpSub) : undefined;
  const customer = await findCustomerIdentity(db, user);
  // A pending e-mail change's confirmation mail went to the new address: it is theirs too.
  const pending = ours ? await findPendingEmailChangeAddresses(db, user.idpSub) : [];
  const addresses = [account?.email, customer?.email, user.email, ...pending].flatMap((email) =>
    email ? [normalizeEmail(email)] : [],
  );
  return [...new Set(addresses)];
}

/**
 * `POST .../deleteaccount`: e-mails the caller a link that confirms the deletion of their
 * account, in the brand and language of `channel`. The token is random, kept only as a hash,
 * valid for 24 hours and good for one confirmation.
 */
export async function requestAccountDeletion(
  deps: AccountDeletionDeps,
  user: AuthUser,
  path: IdentityPath,
  request: AccountDeletionRequest,
  origin: string,
): Promise<void> {
  assertOwnIdentity(user, path);
  if (user.idpType === IDP_TYPE && !(await findAccountById(deps.db, user.idpSub))) {
    throw notFound('Identity');
  }
  const [to] = await emailsOf(deps.db, user);
  if (to === undefined) {
    throw conflict('The account has no e-mail address to confirm with', 'NO_EMAIL_ADDRESS');
  }
  const now = deps.now?.() ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await insertDeletionToken(deps.db, {
    token_hash: hashToken(token),
    subject: user.sub,
    idp_type: user.idpType,
    idp_sub: user.idpSub,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ACCOUNT_DELETION_LINK_VALID_HOURS * HOUR_MS).toISOString(),
  });
  await deps.mailer.send(
    accountDeletionMail({
      to,
      channel: request.channel,
      origin,
      token,
      defaultVendorHost: deps.settings.DEFAULT_VENDOR_HOST,
    }),
  );
}

/**
 * Ends the identity: its pending confirmations and, for an account of the embedded provider,
 * its sessions, grants and refresh tokens and the account itself (it cannot sign in any more, and
 * its address can register again). Idempotent: also the identity's part of the deletion job.
 */
export async function deleteIdentity(
  db: Kysely<Database>,
  customer: Pick<DeletedCustomer, 'subject' | 'idpType' | 'idpSub'>,
): Promise<void> {
  await deleteDeletionTokensOf(db, customer.subject);
  if (customer.idpType === IDP_TYPE) {
    await deleteProviderStateOf(db, customer.idpSub);
    await deletePendingIdentityChanges(db, customer.idpSub);
    await deleteAccountRow(db, customer.idpSub);
  }
}

/**
 * `POST .../deleteaccount/{token}/actions/confirm`: uses the caller's token up and, in the same
 * transaction, records the deletion of all their data, flags their customer record and ends
 * their identity; then queues the deletion job. A token that is unknown, used, expired or
 * another identity's is 404.
 */
export async function confirmAccountDeletion(
  deps: AccountDeletionDeps,
  user: AuthUser,
  path: IdentityPath,
  token: string,
): Promise<void> {
  assertOwnIdentity(user, path);
  const now = deps.now?.() ?? new Date();
  const customer: DeletedCustomer = {
    subject: user.sub,
    idpType: user.idpType,
    idpSub: user.idpSub,
    customerId: (await findCustomerIdentity(deps.db, user))?.id ?? null,
    emails: await emailsOf(deps.db, user),
    confirmedAt: now.toISOString(),
  };
  const finalPassAt = new Date(
    now.getTime() + deps.settings.ACCOUNT_DELETION_FINAL_PASS_SECONDS * 1000,
  );
  const deletionId = await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeDeletionToken(trx, hashToken(token), user.sub, now.toISOString()))) {
      throw notFound('Account deletion request');
    }
    const id = await recordCustomerDataDeletion(trx, customer, finalPassAt);
    await markCustomerAccountDeleted(trx, user.idpType, user.idpSub, now.toISOString());
    await deleteIdentity(trx, customer);
    return id;
  });
  await queueCustomerDataDeletion(deps, deletionId);
}
