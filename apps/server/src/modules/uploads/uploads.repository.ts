import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { UploadFilesTable } from './uploads.tables.ts';

export type UploadRow = Selectable<UploadFilesTable>;
const UPLOADS = 'uploads_files';

/** The upload when it belongs to the account; undefined otherwise (absent or someone else's). */
export async function findAccountUpload(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom(UPLOADS)
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Those of the ids that name an upload without an account. */
export async function findAnonymousUploads(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<UploadRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom(UPLOADS)
    .selectAll()
    .where('id', 'in', ids)
    .where('account_id', 'is', null)
    .execute();
}

/** Every upload of the account, oldest first. */
export async function listAccountUploads(
  db: Kysely<Database>,
  accountId: string,
): Promise<UploadRow[]> {
  return db
    .selectFrom(UPLOADS)
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Inserts the row; an existing id is left as it is (seeding runs again after a crash). */
export async function insertUpload(db: Kysely<Database>, row: UploadRow): Promise<void> {
  await db
    .insertInto(UPLOADS)
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
