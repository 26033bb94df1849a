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

/** The blob keys of the uploads with those ids: what the orphan sweep needs of them. */
export async function findUploadBlobKeys(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db.selectFrom(UPLOADS).select('blob_key').where('id', 'in', ids).execute();
  return rows.map((row) => row.blob_key);
}

/** Up to `limit` uploads of the account: the rows account deletion removes a batch at a time. */
export async function findAccountUploadKeys(
  db: Kysely<Database>,
  accountId: string,
  limit: number,
): Promise<Pick<UploadRow, 'id' | 'blob_key'>[]> {
  return db
    .selectFrom(UPLOADS)
    .select(['id', 'blob_key'])
    .where('account_id', '=', accountId)
    .limit(limit)
    .execute();
}

export async function deleteUploads(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) {
    await db.deleteFrom(UPLOADS).where('id', 'in', ids).execute();
  }
}
