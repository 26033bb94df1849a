import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { PasswordResetsTable } from './identity-changes.tables.ts';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

export async function insertPasswordReset(
  db: Kysely<Database>,
  row: PasswordResetRow,
): Promise<void> {
  await db.insertInto('identity_password_resets').values(row).execute();
}

export async function deletePasswordResetsOfAccount(
  db: Kysely<Database>,
  accountId: string,
): Promise<void> {
  await db.deleteFrom('identity_password_resets').where('account_id', '=', accountId).execute();
}

export async function findPasswordReset(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  return db
    .selectFrom('identity_password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Takes the reset with this token hash out, once: of two racing uses, only one gets it. */
export async function takePasswordReset(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  return db
    .deleteFrom('identity_password_resets')
    .where('token_hash', '=', tokenHash)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteExpiredPasswordResets(
  db: Kysely<Database>,
  now: string,
): Promise<void> {
  await db.deleteFrom('identity_password_resets').where('expires_at', '<=', now).execute();
}
