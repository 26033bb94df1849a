import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { EmailChangesTable } from './identity-changes.tables.ts';

export type EmailChangeRow = Selectable<EmailChangesTable>;

export async function insertEmailChange(db: Kysely<Database>, row: EmailChangeRow): Promise<void> {
  await db.insertInto('identity_email_changes').values(row).execute();
}

/** Removes the account's pending changes: a newer request, or a confirmed one, ends them. */
/** The addresses the account asked to move to and has not confirmed yet (mails went there). */
export async function findPendingEmailChangeAddresses(
  db: Kysely<Database>,
  accountId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('identity_email_changes')
    .select('new_email')
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((row) => row.new_email);
}

export async function deleteEmailChangesOfAccount(
  db: Kysely<Database>,
  accountId: string,
): Promise<void> {
  await db.deleteFrom('identity_email_changes').where('account_id', '=', accountId).execute();
}

/**
 * Takes the account's change with this token hash out, once: of two confirmations racing with
 * one token, only one gets the row. Another account's token is not touched.
 */
export async function takeEmailChange(
  db: Kysely<Database>,
  tokenHash: string,
  accountId: string,
): Promise<EmailChangeRow | undefined> {
  return db
    .deleteFrom('identity_email_changes')
    .where('token_hash', '=', tokenHash)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

export async function findEmailChange(
  db: Kysely<Database>,
  tokenHash: string,
  accountId: string,
): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('identity_email_changes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function deleteExpiredEmailChanges(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('identity_email_changes').where('expires_at', '<=', now).execute();
}
