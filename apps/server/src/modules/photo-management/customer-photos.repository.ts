import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

/*
 * The rows of one owner that are not photos, for account deletion (the photos themselves go in
 * batches through photos.repository.ts, which keeps the counts and removal intents).
 */

/** Ends the owner's library: an upload still in flight is then refused when it inserts. */
export async function deleteLibrary(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.deleteFrom('photo_management_libraries').where('owner_id', '=', ownerId).execute();
}

export async function deleteMonthCounts(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.deleteFrom('photo_management_month_counts').where('owner_id', '=', ownerId).execute();
}

/** Forgets the removal intents of the folders under `folder` (which ends in '/'), now removed. */
export async function clearBlobRemovalsUnder(db: Kysely<Database>, folder: string): Promise<void> {
  await db
    .deleteFrom('photo_management_blob_removals')
    .where((eb) => eb(eb.fn('substr', ['prefix', eb.lit(1), eb.lit(folder.length)]), '=', folder))
    .execute();
}
