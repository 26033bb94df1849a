import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BackupStatus } from '@my-account/contract/backups';
import type { Database } from '../../platform/database/schema.ts';
import type { ExportBackupsTable, ExportChunksTable } from './exports.tables.ts';

export type BackupRow = Selectable<ExportBackupsTable>;
export type ChunkRow = Selectable<ExportChunksTable>;

export async function insertBackup(db: Kysely<Database>, row: BackupRow): Promise<void> {
  await db.insertInto('exports_backups').values(row).execute();
}

export async function findBackup(db: Kysely<Database>, id: string): Promise<BackupRow | undefined> {
  return db.selectFrom('exports_backups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The backups with those ids: what the orphan sweep needs of them. */
export async function findBackupBlobOwners(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Pick<BackupRow, 'owner_id' | 'id'>[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('exports_backups')
    .select(['owner_id', 'id'])
    .where('id', 'in', ids)
    .execute();
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

/** The owner's backups: account deletion removes each with its chunks. */
export async function findOwnerBackupIds(db: Kysely<Database>, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('exports_backups')
    .select('id')
    .where('owner_id', '=', ownerId)
    .execute();
  return rows.map((row) => row.id);
}

/** Chunk rows whose zip lies under `folder` (ending in '/'), whatever backup they name. */
export async function deleteChunksUnder(db: Kysely<Database>, folder: string): Promise<void> {
  await db
    .deleteFrom('exports_chunks')
    .where((eb) => eb(eb.fn('substr', ['blob_key', eb.lit(1), eb.lit(folder.length)]), '=', folder))
    .execute();
}
