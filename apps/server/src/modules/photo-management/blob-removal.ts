import { z } from 'zod';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';

/** Job queue that removes the blob folders of deleted photos, durably and with retries. */
export const BLOB_REMOVAL_QUEUE = 'photo-management-blob-removal';
const BlobRemovalPayloadSchema = z.object({ prefixes: z.array(z.string().min(1)).max(1000) });
const PARALLEL_REMOVALS = 8;

/** Removes the photos' blob folders, a few at a time. */
export async function removeBlobFolders(
  blobs: BlobStore,
  prefixes: readonly string[],
): Promise<void> {
  for (let start = 0; start < prefixes.length; start += PARALLEL_REMOVALS) {
    await Promise.all(
      prefixes.slice(start, start + PARALLEL_REMOVALS).map((prefix) => blobs.deletePrefix(prefix)),
    );
  }
}

/** Hands the removal to the job queue (rows are gone already; the blobs follow). */
export async function enqueueBlobRemoval(
  jobs: JobQueue,
  prefixes: readonly string[],
): Promise<void> {
  if (prefixes.length > 0) {
    await jobs.enqueue(BLOB_REMOVAL_QUEUE, { prefixes: [...prefixes] });
  }
}

/**
 * Removes blobs right away; if the store fails, a job retries later, so a deleted photo never
 * leaves files behind for good.
 */
export async function removeBlobFoldersOrQueue(
  deps: { blobs: BlobStore; jobs: JobQueue; logger: Logger },
  prefixes: readonly string[],
): Promise<void> {
  try {
    await removeBlobFolders(deps.blobs, prefixes);
  } catch (error) {
    deps.logger.warn({ err: error }, 'blob removal failed; queued for retry');
    await enqueueBlobRemoval(deps.jobs, prefixes);
  }
}

export function registerBlobRemovalJobs(jobs: JobQueue, blobs: BlobStore): void {
  jobs.register(BLOB_REMOVAL_QUEUE, async (payload) => {
    const { prefixes } = BlobRemovalPayloadSchema.parse(payload);
    await removeBlobFolders(blobs, prefixes);
  });
}
