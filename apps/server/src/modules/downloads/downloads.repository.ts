import type { Kysely, Selectable } from 'kysely';
import type { DownloadStatus } from '@my-account/contract/downloads';
import { containsText } from '../../platform/database/contains-text.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { DownloadArchivesTable } from './downloads.tables.ts';

export type DownloadRow = Selectable<DownloadArchivesTable>;
const ARCHIVES = 'downloads_archives';

export interface NewDownload {
  ownerId: string;
  id: string;
  name: string | null;
  photos: string;
  photoCount: number;
  albumId: string | null;
  now: string;
}

/** Inserts the archive unless the owner has one with that id; true when inserted. */
export async function insertDownload(db: Kysely<Database>, row: NewDownload): Promise<boolean> {
  const result = await db
    .insertInto(ARCHIVES)
    .values({
      owner_id: row.ownerId,
      id: row.id,
      name: row.name,
      status: 'PENDING',
      photos: row.photos,
      photo_count: row.photoCount,
      album_id: row.albumId,
      job_id: null,
      blob_key: null,
      size: null,
      created_at: row.now,
      updated_at: row.now,
      expires_at: null,
    })
    .onConflict((conflict) => conflict.columns(['owner_id', 'id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function findDownload(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<DownloadRow | undefined> {
  return db
    .selectFrom(ARCHIVES)
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Archives of any owner with this id (a signed URL names the id; its signature, the owner).
 * All of them: ids are the clients', so others could add rows under a customer's id, and a
 * limit would let them push that customer's row out of the answer.
 */
export async function findDownloadsById(db: Kysely<Database>, id: string): Promise<DownloadRow[]> {
  return db.selectFrom(ARCHIVES).selectAll().where('id', '=', id).execute();
}

export async function listDownloads(
  db: Kysely<Database>,
  ownerId: string,
  limit: number,
): Promise<DownloadRow[]> {
  return db
    .selectFrom(ARCHIVES)
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteDownload(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<void> {
  await db.deleteFrom(ARCHIVES).where('owner_id', '=', ownerId).where('id', '=', id).execute();
}

export interface DownloadChange {
  status?: DownloadStatus;
  job_id?: string;
  blob_key?: string | null;
  size?: number | null;
  expires_at?: string | null;
}

/**
 * Changes the archive if it is in one of `from` (so a late job never revives an expired or
 * failed archive); true when it changed.
 */
export async function updateDownload(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
  from: readonly DownloadStatus[],
  change: DownloadChange,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(ARCHIVES)
    .set({ ...change, updated_at: now })
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** READY archives past their expiry, a batch at a time. */
export async function findExpiredDownloads(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<DownloadRow[]> {
  return db
    .selectFrom(ARCHIVES)
    .selectAll()
    .where('status', '=', 'READY')
    .where('expires_at', '<=', now)
    .limit(limit)
    .execute();
}

/** Archives still being made whose last change is older than `before`: their job may be gone. */
export async function findStaleUnfinishedDownloads(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<DownloadRow[]> {
  return db
    .selectFrom(ARCHIVES)
    .selectAll()
    .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
    .where('updated_at', '<', before)
    .limit(limit)
    .execute();
}

/** The archives with those ids, whoever owns them: what the orphan sweep needs of them. */
export async function findArchiveBlobOwners(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Pick<DownloadRow, 'owner_id' | 'id' | 'status' | 'blob_key'>[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom(ARCHIVES)
    .select(['owner_id', 'id', 'status', 'blob_key'])
    .where('id', 'in', ids)
    .execute();
}

/** Up to `limit` archives of the owner: account deletion removes them a batch at a time. */
export async function findOwnerDownloads(
  db: Kysely<Database>,
  ownerId: string,
  limit: number,
): Promise<Pick<DownloadRow, 'id' | 'blob_key'>[]> {
  return db
    .selectFrom(ARCHIVES)
    .select(['id', 'blob_key'])
    .where('owner_id', '=', ownerId)
    .limit(limit)
    .execute();
}

export async function deleteOwnerDownloads(
  db: Kysely<Database>,
  ownerId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length > 0) {
    await db.deleteFrom(ARCHIVES).where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
  }
}

/** Archives of others whose photo list names this owner (photos of a shared album). */
export async function findDownloadsWithPhotosOf(
  db: Kysely<Database>,
  photoOwnerId: string,
): Promise<DownloadRow[]> {
  return db
    .selectFrom(ARCHIVES)
    .selectAll()
    .where('owner_id', '!=', photoOwnerId)
    .where(containsText(db, 'photos', `"ownerId":${JSON.stringify(photoOwnerId)}`))
    .execute();
}

/** Replaces the archive's photo list (and count). */
export async function setDownloadPhotos(
  db: Kysely<Database>,
  row: Pick<DownloadRow, 'owner_id' | 'id'>,
  photos: string,
  photoCount: number,
  now: string,
): Promise<void> {
  await db
    .updateTable(ARCHIVES)
    .set({ photos, photo_count: photoCount, updated_at: now })
    .where('owner_id', '=', row.owner_id)
    .where('id', '=', row.id)
    .execute();
}
