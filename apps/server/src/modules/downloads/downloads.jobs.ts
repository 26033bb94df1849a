import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DOWNLOAD_PUSH_KEYS,
  DOWNLOAD_VALID_HOURS,
  type DownloadPushMessage,
} from '@my-account/contract/downloads';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  blobKeyOf,
  findPhotoById,
  type PhotoRow,
} from '../photo-management/photo-management.public.ts';
import { archiveBlobKey, type DownloadsDeps } from './downloads.deps.ts';
import { findDownload, updateDownload } from './downloads.repository.ts';
import { ArchivePhotoRefsSchema } from './archive-photo-ref.ts';
import { writeZipBlob, type ZipSource } from './zip-blob-writer.ts';
import { createEntryNamer } from './zip-entry-names.ts';

export const ARCHIVE_QUEUE = 'downloads-archive';
/** Three tries (a store hiccup is retried); then the customer is told it failed. */
const ARCHIVE_ATTEMPTS = 3;
const ArchiveJobPayloadSchema = z.object({ ownerId: z.string(), downloadId: z.string() });
const HOUR_MS = 60 * 60 * 1000;

export async function enqueueArchiveJob(
  jobs: JobQueue,
  ownerId: string,
  downloadId: string,
): Promise<string> {
  return jobs.enqueue(ARCHIVE_QUEUE, { ownerId, downloadId }, { maxAttempts: ARCHIVE_ATTEMPTS });
}

type PushKey = DownloadPushMessage['key'];

/** Tells the customer's open apps; a push failure must not fail (or repeat) the archive. */
export async function pushDownloadMessage(
  deps: Pick<DownloadsDeps, 'push' | 'logger'>,
  userId: string,
  downloadId: string,
  key: PushKey,
): Promise<void> {
  const message: DownloadPushMessage = {
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    key,
    message: { userId, downloadId },
  };
  try {
    await deps.push.publish(userId, message);
  } catch (error) {
    deps.logger.warn({ err: error, downloadId, key }, 'could not push a download message');
  }
}

/** The originals as zip entries, in the order asked for; a photo deleted since is left out. */
export function archiveSources(rows: readonly PhotoRow[]): ZipSource[] {
  const nameOf = createEntryNamer();
  return rows.map((row) => ({
    name: nameOf(row.file_name),
    blobKey: blobKeyOf(row, 'original'),
    size: row.byte_size,
    mtime: new Date(row.date_taken ?? row.created_at),
  }));
}

/**
 * Builds one archive. Safe to run again after a crash: it starts over from the photos, and the
 * atomic blob put means a reader only ever sees a whole zip. A job that finds its archive
 * finished, failed or expired does nothing.
 */
async function runArchiveJob(
  deps: DownloadsDeps,
  payload: unknown,
  job: { attempt: number; maxAttempts: number },
): Promise<void> {
  const { ownerId, downloadId } = ArchiveJobPayloadSchema.parse(payload);
  const row = await findDownload(deps.db, ownerId, downloadId);
  if (!row || (row.status !== 'PENDING' && row.status !== 'IN_PROGRESS')) {
    return;
  }
  if (row.status === 'PENDING') {
    await updateDownload(
      deps.db,
      ownerId,
      downloadId,
      ['PENDING'],
      { status: 'IN_PROGRESS' },
      new Date().toISOString(),
    );
    await pushDownloadMessage(deps, ownerId, downloadId, DOWNLOAD_PUSH_KEYS.started);
  }
  try {
    const refs = ArchivePhotoRefsSchema.parse(JSON.parse(row.photos));
    const rows: PhotoRow[] = [];
    for (const ref of refs) {
      const photo = await findPhotoById(deps.db, ref.ownerId, ref.photoId);
      if (photo) {
        rows.push(photo);
      }
    }
    if (rows.length === 0) {
      await failDownload(deps, ownerId, downloadId);
      return;
    }
    const key = archiveBlobKey(ownerId, downloadId);
    const info = await writeZipBlob(deps.blobs, key, archiveSources(rows));
    const now = new Date();
    const ready = await updateDownload(
      deps.db,
      ownerId,
      downloadId,
      ['IN_PROGRESS'],
      {
        status: 'READY',
        blob_key: key,
        size: info.size,
        expires_at: new Date(now.getTime() + DOWNLOAD_VALID_HOURS * HOUR_MS).toISOString(),
      },
      now.toISOString(),
    );
    if (!ready) {
      // Marked failed meanwhile (the sweep gave up on it): nothing may serve this zip.
      await deps.blobs.delete(key);
      return;
    }
    await pushDownloadMessage(deps, ownerId, downloadId, DOWNLOAD_PUSH_KEYS.finished);
  } catch (error) {
    if (job.attempt >= job.maxAttempts) {
      await failDownload(deps, ownerId, downloadId);
    }
    throw error;
  }
}

/** FAILED, and the customer told; only from an unfinished state, so at most once. */
export async function failDownload(
  deps: DownloadsDeps,
  ownerId: string,
  downloadId: string,
): Promise<void> {
  const failed = await updateDownload(
    deps.db,
    ownerId,
    downloadId,
    ['PENDING', 'IN_PROGRESS'],
    { status: 'FAILED' },
    new Date().toISOString(),
  );
  if (failed) {
    await pushDownloadMessage(deps, ownerId, downloadId, DOWNLOAD_PUSH_KEYS.error);
  }
}

export function registerArchiveJobs(deps: DownloadsDeps): void {
  deps.jobs.register(ARCHIVE_QUEUE, (payload, job) => runArchiveJob(deps, payload, job));
}
