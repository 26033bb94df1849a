import { z } from 'zod';
import { EXPORT_LINK_VALID_DAYS } from '@my-account/contract/backups';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createEntryNamer, writeZipBlob, type ZipSource } from '../downloads/downloads.public.ts';
import {
  blobKeyOf,
  iterateOwnerPhotos,
  type PhotoRow,
} from '../photo-management/photo-management.public.ts';
import { chunkBlobKey, chunkBlobPrefix, type ExportsDeps } from './exports.deps.ts';
import { exportFailedMail, exportReadyMail } from './export-mail.ts';
import {
  deleteChunkRows,
  findBackup,
  insertChunk,
  listChunks,
  updateBackup,
} from './exports.repository.ts';

export const BACKUP_QUEUE = 'exports-backup';
export const BACKUP_MAIL_QUEUE = 'exports-mail';
const BACKUP_ATTEMPTS = 3;
const BackupJobPayloadSchema = z.object({ backupId: z.string() });
const DAY_MS = 24 * 60 * 60 * 1000;

export async function enqueueBackupJob(jobs: JobQueue, backupId: string): Promise<string> {
  return jobs.enqueue(BACKUP_QUEUE, { backupId }, { maxAttempts: BACKUP_ATTEMPTS });
}

/**
 * Writes the whole library as zip chunks of at most EXPORT_CHUNK_BYTES of originals each (a
 * single larger photo gets a chunk of its own). Photos are read a page at a time and streamed
 * one at a time, so memory stays flat. After a crash the job starts over: chunks are only
 * listed once the backup is READY, so nobody sees a half-written set.
 */
async function runBackupJob(
  deps: ExportsDeps,
  payload: unknown,
  job: { attempt: number; maxAttempts: number },
): Promise<void> {
  const { backupId } = BackupJobPayloadSchema.parse(payload);
  const backup = await findBackup(deps.db, backupId);
  if (!backup || (backup.status !== 'REQUESTED' && backup.status !== 'IN_PROGRESS')) {
    return;
  }
  const ownerId = backup.owner_id;
  await updateBackup(
    deps.db,
    backupId,
    ['REQUESTED', 'IN_PROGRESS'],
    { status: 'IN_PROGRESS' },
    new Date().toISOString(),
  );
  try {
    // What an interrupted attempt left behind.
    await deleteChunkRows(deps.db, backupId);
    await deps.blobs.deletePrefix(chunkBlobPrefix(ownerId, backupId));

    const photos = iterateOwnerPhotos(deps.db, ownerId);
    const nameOf = createEntryNamer();
    const toSource = (row: PhotoRow): ZipSource => ({
      name: nameOf(row.file_name),
      blobKey: blobKeyOf(row, 'original'),
      size: row.byte_size,
      mtime: new Date(row.date_taken ?? row.created_at),
    });
    let next = await photos.next();
    let iteration = 0;
    do {
      iteration++;
      let bytes = 0;
      let count = 0;
      // Takes photos until the next would overflow the chunk; that one opens the next chunk.
      const chunkSources = async function* (): AsyncGenerator<ZipSource> {
        while (
          !next.done &&
          (count === 0 || bytes + next.value.byte_size <= deps.settings.EXPORT_CHUNK_BYTES)
        ) {
          bytes += next.value.byte_size;
          count++;
          yield toSource(next.value);
          next = await photos.next();
        }
      };
      const key = chunkBlobKey(ownerId, backupId, iteration);
      const info = await writeZipBlob(deps.blobs, key, chunkSources());
      await insertChunk(deps.db, {
        backup_id: backupId,
        iteration,
        blob_key: key,
        size: info.size,
        created_at: new Date().toISOString(),
      });
    } while (!next.done);

    const now = new Date();
    const ready = await updateBackup(
      deps.db,
      backupId,
      ['IN_PROGRESS'],
      {
        status: 'READY',
        expires_at: new Date(now.getTime() + EXPORT_LINK_VALID_DAYS * DAY_MS).toISOString(),
      },
      now.toISOString(),
    );
    if (!ready && !(await findBackup(deps.db, backupId))) {
      // Deleted meanwhile (with its account): none of its chunks may stay.
      await deleteChunkRows(deps.db, backupId);
      await deps.blobs.deletePrefix(chunkBlobPrefix(ownerId, backupId));
      return;
    }
    if (ready && backup.email !== null) {
      await deps.jobs.enqueue(BACKUP_MAIL_QUEUE, { backupId });
    }
  } catch (error) {
    if (job.attempt >= job.maxAttempts) {
      await failBackup(deps, backupId, new Date());
    }
    throw error;
  }
}

/** Ends an unfinished export as FAILED and has the customer told; false if it had ended. */
export async function failBackup(deps: ExportsDeps, backupId: string, now: Date): Promise<boolean> {
  const failed = await updateBackup(
    deps.db,
    backupId,
    ['REQUESTED', 'IN_PROGRESS'],
    { status: 'FAILED' },
    now.toISOString(),
  );
  if (failed) {
    await deps.jobs.enqueue(BACKUP_MAIL_QUEUE, { backupId });
  }
  return failed;
}

/**
 * The ready or failed e-mail, a job of its own: a mail server hiccup is retried without redoing
 * the zips.
 */
async function runBackupMailJob(deps: ExportsDeps, payload: unknown): Promise<void> {
  const { backupId } = BackupJobPayloadSchema.parse(payload);
  const backup = await findBackup(deps.db, backupId);
  if (!backup || backup.email === null) {
    return;
  }
  const target = {
    to: backup.email,
    origin: backup.origin,
    backupId: backup.id,
    defaultVendorHost: deps.settings.DEFAULT_VENDOR_HOST,
  };
  if (backup.status === 'READY') {
    const chunks = await listChunks(deps.db, backup.id);
    const files = {
      count: chunks.length,
      totalBytes: chunks.reduce((sum, chunk) => sum + Number(chunk.size), 0),
    };
    await deps.mailer.send(exportReadyMail(target, files));
  } else if (backup.status === 'FAILED') {
    await deps.mailer.send(exportFailedMail(target));
  }
}

export function registerBackupJobs(deps: ExportsDeps): void {
  deps.jobs.register(BACKUP_QUEUE, (payload, job) => runBackupJob(deps, payload, job));
  deps.jobs.register(BACKUP_MAIL_QUEUE, (payload) => runBackupMailJob(deps, payload));
}
