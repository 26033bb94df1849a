import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

const UPLOADS = 'photo_management_resumable_uploads';

export async function insertResumableUpload(
  db: Kysely<Database>,
  row: { id: string; owner_id: string; created_at: string },
): Promise<void> {
  await db.insertInto(UPLOADS).values(row).execute();
}

/** The upload when it is the owner's; another customer's is not found, as a missing one. */
export async function findOwnedResumableUpload(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom(UPLOADS)
    .select('id')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function deleteResumableUpload(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom(UPLOADS).where('id', '=', id).execute();
}

/** Up to `limit` uploads started before `before` (ISO-8601): abandoned ones. */
export async function findResumableUploadsBefore(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom(UPLOADS)
    .select('id')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Up to `limit` uploads of the owner (account deletion). */
export async function findResumableUploadsOf(
  db: Kysely<Database>,
  ownerId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom(UPLOADS)
    .select('id')
    .where('owner_id', '=', ownerId)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
