import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import { findPhotoByIdAnyOwner } from './photos.repository.ts';

/**
 * An upload writes its blobs, then its row. A crash (or a lost database) between the two leaves
 * a blob folder no row points to. Before writing the first blob, each upload stores a durable
 * job, due an hour later, that removes its folder unless the photo's row is there by then.
 */
export const ORPHAN_CHECK_QUEUE = 'photo-management-orphan-check';
export const ORPHAN_CHECK_DELAY_MS = 60 * 60 * 1000;
/**
 * An upload whose blobs took longer than this to store gives up instead of inserting its row,
 * so the check an hour after its start never removes the folder of an upload still in flight.
 */
export const UPLOAD_STORE_DEADLINE_MS = ORPHAN_CHECK_DELAY_MS / 2;

const OrphanCheckSchema = z.object({ photoId: z.string().min(1), prefix: z.string().min(1) });
export type OrphanCheck = z.infer<typeof OrphanCheckSchema>;

/** Called before the upload writes any blob (a failure stops the upload); the job's id. */
export async function scheduleOrphanCheck(
  jobs: JobQueue,
  check: OrphanCheck,
  nowMs: number = Date.now(),
): Promise<string> {
  return jobs.enqueue(ORPHAN_CHECK_QUEUE, check, {
    runAt: new Date(nowMs + ORPHAN_CHECK_DELAY_MS),
  });
}

/** Removes the folder when no photo row has that id; true when it did. */
export async function removeIfOrphaned(
  deps: { db: Kysely<Database>; blobs: BlobStore },
  check: OrphanCheck,
): Promise<boolean> {
  // Only a photo's own folder, as the upload named it: never a parent of other folders.
  if (!check.prefix.startsWith('photos/') || !check.prefix.endsWith(`/${check.photoId}/`)) {
    throw new Error(`Not a photo blob folder: ${check.prefix}`);
  }
  if (await findPhotoByIdAnyOwner(deps.db, check.photoId)) {
    return false;
  }
  await deps.blobs.deletePrefix(check.prefix);
  return true;
}

export function registerOrphanCheckJobs(deps: {
  db: Kysely<Database>;
  blobs: BlobStore;
  jobs: JobQueue;
  logger: Logger;
}): void {
  deps.jobs.register(ORPHAN_CHECK_QUEUE, async (payload) => {
    const check = OrphanCheckSchema.parse(payload);
    if (await removeIfOrphaned(deps, check)) {
      // Usually nothing was there (a refused or failed upload cleaned up after itself).
      deps.logger.debug({ photoId: check.photoId }, 'removed the blobs of an upload without row');
    }
  });
}
