import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { AccountsTable } from './identity.tables.ts';

export type AccountRow = Selectable<AccountsTable>;

export async function findAccountByEmail(
  db: Kysely<Database>,
  normalizedEmail: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('identity_accounts')
    .selectAll()
    .where('email', '=', normalizedEmail)
    .executeTakeFirst();
}

export async function findAccountById(
  db: Kysely<Database>,
  id: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('identity_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the account; false when the e-mail address is taken (also under a concurrent insert). */
export async function insertAccount(db: Kysely<Database>, row: AccountRow): Promise<boolean> {
  const result = await db
    .insertInto('identity_accounts')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateAccountEmail(
  db: Kysely<Database>,
  id: string,
  normalizedEmail: string,
): Promise<void> {
  await db
    .updateTable('identity_accounts')
    .set({ email: normalizedEmail })
    .where('id', '=', id)
    .execute();
}

export async function updateAccountPassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('identity_accounts')
    .set({ password_hash: passwordHash })
    .where('id', '=', id)
    .execute();
}
