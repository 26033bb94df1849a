import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BackupStatus } from '@my-account/contract/backups';
import type { Database } from '../../platform/database/schema.ts';
import type { PhotoRow } from '../photo-management/photos.repository.ts';
import type { ExportBackupsTable, ExportChunksTable } from './exports.tables.ts';

export type BackupRow = Selectable<ExportBackupsTable>;
export type ChunkRow = Selectable<ExportChunksTable>;

export async function insertBackup(db: Kysely<Database>, row: BackupRow): Promise<void> {
  await db.insertInto('exports_backups').values(row).execute();
}

export async function findBackup(db: Kysely<Database>, id: string): Promise<BackupRow | undefined> {
  return db.selectFrom('exports_backups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes the backup if it is in one of `from`; true when it changed. */
export async function updateBackup(
  db: Kysely<Database>,
  id: string,
  from: readonly BackupStatus[],
  change: Partial<Pick<BackupRow, 'status' | 'job_id' | 'expires_at'>>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('exports_backups')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteBackup(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('exports_chunks').where('backup_id', '=', id).execute();
  await db.deleteFrom('exports_backups').where('id', '=', id).execute();
}

export async function listChunks(db: Kysely<Database>, backupId: string): Promise<ChunkRow[]> {
  return db
    .selectFrom('exports_chunks')
    .selectAll()
    .where('backup_id', '=', backupId)
    .orderBy('iteration')
    .execute();
}

export async function findChunk(
  db: Kysely<Database>,
  backupId: string,
  iteration: number,
): Promise<ChunkRow | undefined> {
  return db
    .selectFrom('exports_chunks')
    .selectAll()
    .where('backup_id', '=', backupId)
    .where('iteration', '=', iteration)
    .executeTakeFirst();
}

export async function insertChunk(
  db: Kysely<Database>,
  row: Insertable<ExportChunksTable>,
): Promise<void> {
  await db.insertInto('exports_chunks').values(row).execute();
}

export async function deleteChunkRows(db: Kysely<Database>, backupId: string): Promise<void> {
  await db.deleteFrom('exports_chunks').where('backup_id', '=', backupId).execute();
}

export async function findExpiredBackups(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<BackupRow[]> {
  return db
    .selectFrom('exports_backups')
    .selectAll()
    .where('expires_at', '<=', now)
    .limit(limit)
    .execute();
}

/** Exports still to be made (REQUESTED or IN_PROGRESS) that have not changed since `before`. */
export async function findStaleUnfinishedBackups(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<BackupRow[]> {
  return db
    .selectFrom('exports_backups')
    .selectAll()
    .where('status', 'in', ['REQUESTED', 'IN_PROGRESS'])
    .where('updated_at', '<', before)
    .limit(limit)
    .execute();
}

const PAGE = 500;

/**
 * Every photo of the owner in (created_at, id) order, a page at a time (keyset, on the
 * photos' created index): memory stays flat whatever the size of the library.
 */
export async function* iterateOwnerPhotos(
  db: Kysely<Database>,
  ownerId: string,
): AsyncGenerator<PhotoRow> {
  let after: { created: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('photo_management_photos')
      .selectAll()
      .where('owner_id', '=', ownerId);
    if (after) {
      const { created, id } = after;
      query = query.where((eb) =>
        eb.and([
          eb('created_at', '>=', created),
          eb.or([eb('created_at', '>', created), eb('id', '>', id)]),
        ]),
      );
    }
    const rows = await query.orderBy('created_at').orderBy('id').limit(PAGE).execute();
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) {
      return;
    }
    after = { created: last.created_at, id: last.id };
  }
}
