import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { PhotosTable } from './photo-management.tables.ts';
import { recordBlobRemovals } from './blob-removals.repository.ts';
import {
  bucketDeltas,
  changeMonthCounts,
  listMonthCounts,
  totalPhotoCount,
} from './month-counts.repository.ts';

export type PhotoRow = Selectable<PhotosTable>;
const PHOTOS = 'photo_management_photos';

export async function findPhotoById(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<PhotoRow | undefined> {
  return db
    .selectFrom(PHOTOS)
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** For image delivery, whose signature names the owner: the photo whoever owns it. */
export async function findPhotoByIdAnyOwner(
  db: Kysely<Database>,
  id: string,
): Promise<PhotoRow | undefined> {
  return db.selectFrom(PHOTOS).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPhotoByHash(
  db: Kysely<Database>,
  ownerId: string,
  contentHash: string,
): Promise<PhotoRow | undefined> {
  return db
    .selectFrom(PHOTOS)
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
}

/** The owner's library generation, creating the library at generation 1 on first use. */
export async function currentGeneration(
  db: Kysely<Database>,
  ownerId: string,
  now: string,
): Promise<number> {
  await db
    .insertInto('photo_management_libraries')
    .values({ owner_id: ownerId, generation: 1, updated_at: now })
    .onConflict((conflict) => conflict.column('owner_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('photo_management_libraries')
    .select('generation')
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return row.generation;
}

export type InsertOutcome = 'inserted' | 'duplicate' | 'library-deleted';

/**
 * Inserts the photo if the library is still at the generation its upload started in. The
 * no-op update locks the library row (PostgreSQL), so a concurrent "delete all" either waits
 * for this insert (and then deletes the photo) or has already moved on (and this one is refused).
 */
export async function insertPhotoInGeneration(
  db: Kysely<Database>,
  row: PhotoRow,
): Promise<InsertOutcome> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('photo_management_libraries')
      .set((eb) => ({ generation: eb.ref('generation') }))
      .where('owner_id', '=', row.owner_id)
      .where('generation', '=', row.generation)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) {
      return 'library-deleted';
    }
    const inserted = await trx
      .insertInto(PHOTOS)
      .values(row)
      .onConflict((conflict) => conflict.columns(['owner_id', 'content_hash']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
      return 'duplicate';
    }
    await changeMonthCounts(trx, row.owner_id, bucketDeltas([row], 1));
    return 'inserted';
  });
}

/** Photos per month bucket, newest first (from the kept counts, not by counting rows). */
export async function countPhotosByMonth(
  db: Kysely<Database>,
  ownerId: string,
): Promise<{ monthBucket: number; count: number }[]> {
  return listMonthCounts(db, ownerId);
}

export async function countPhotos(db: Kysely<Database>, ownerId: string): Promise<number> {
  return totalPhotoCount(db, ownerId);
}

export interface DeletedPhoto {
  id: string;
  blob_prefix: string;
  month_bucket: number;
}

const DELETED_COLUMNS = ['id', 'blob_prefix', 'month_bucket'] as const;

export const blobPrefixesOf = (photos: readonly DeletedPhoto[]): string[] =>
  photos.map((photo) => photo.blob_prefix);

/**
 * Deletes those of the ids the owner has; returns what was deleted. Their blob folders are
 * recorded for removal in the same transaction.
 */
export async function deletePhotosOfOwner(
  db: Kysely<Database>,
  ownerId: string,
  ids: readonly string[],
  now: string,
): Promise<DeletedPhoto[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom(PHOTOS)
      .where('owner_id', '=', ownerId)
      .where('id', 'in', ids)
      .returning(DELETED_COLUMNS)
      .execute();
    await changeMonthCounts(trx, ownerId, bucketDeltas(deleted, -1));
    await recordBlobRemovals(trx, blobPrefixesOf(deleted), now);
    return deleted;
  });
}

/** Starts a new library generation ("delete all"); returns the one that ended. */
export async function endGeneration(
  db: Kysely<Database>,
  ownerId: string,
  now: string,
): Promise<number> {
  const ended = await currentGeneration(db, ownerId, now);
  await db
    .updateTable('photo_management_libraries')
    .set((eb) => ({ generation: eb('generation', '+', 1), updated_at: now }))
    .where('owner_id', '=', ownerId)
    .execute();
  return ended;
}

/**
 * Deletes up to `limit` photos of generations up to `generation`; returns them. Their blob
 * folders are recorded for removal in the same transaction.
 */
export async function deletePhotoBatchUpToGeneration(
  db: Kysely<Database>,
  ownerId: string,
  generation: number,
  limit: number,
  now: string,
): Promise<DeletedPhoto[]> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom(PHOTOS)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom(PHOTOS)
          .select('id')
          .where('owner_id', '=', ownerId)
          .where('generation', '<=', generation)
          .limit(limit),
      )
      .returning(DELETED_COLUMNS)
      .execute();
    await changeMonthCounts(trx, ownerId, bucketDeltas(deleted, -1));
    await recordBlobRemovals(trx, blobPrefixesOf(deleted), now);
    return deleted;
  });
}

/** How many of the ids are photos of the owner (a transaction works too). */
export async function countOwnedPhotos(
  db: Kysely<Database>,
  ownerId: string,
  ids: readonly string[],
): Promise<number> {
  const row = await db
    .selectFrom('photo_management_photos')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('owner_id', '=', ownerId)
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The blob folders of those of the ids that are photos, whoever owns them (the orphan sweep). */
export async function findBlobPrefixesOfPhotos(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db.selectFrom(PHOTOS).select('blob_prefix').where('id', 'in', ids).execute();
  return rows.map((row) => row.blob_prefix);
}
