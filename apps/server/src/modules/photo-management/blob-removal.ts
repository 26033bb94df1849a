import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import { clearBlobRemovals } from './blob-removals.repository.ts';

/** Job queue that removes the blob folders of deleted photos, durably and with retries. */
export const BLOB_REMOVAL_QUEUE = 'photo-management-blob-removal';
const BlobRemovalPayloadSchema = z.object({ prefixes: z.array(z.string().min(1)).max(1000) });
const PARALLEL_REMOVALS = 8;

export interface BlobRemovalDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  jobs: JobQueue;
  logger: Logger;
}

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

/** Removes the folders, then their removal intents (decision 0121), which are done with. */
async function removeBlobFoldersAndIntents(
  deps: Pick<BlobRemovalDeps, 'db' | 'blobs'>,
  prefixes: readonly string[],
): Promise<void> {
  await removeBlobFolders(deps.blobs, prefixes);
  await clearBlobRemovals(deps.db, prefixes);
}

/**
 * Hands the removal to the job queue (rows are gone already; the blobs follow). Never fails:
 * the folders' removal intents are stored, so the recovery pass removes them if no job can.
 */
export async function queueBlobRemoval(
  deps: Pick<BlobRemovalDeps, 'jobs' | 'logger'>,
  prefixes: readonly string[],
): Promise<void> {
  if (prefixes.length === 0) {
    return;
  }
  try {
    await deps.jobs.enqueue(BLOB_REMOVAL_QUEUE, { prefixes: [...prefixes] });
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not queue a blob removal; the recovery pass will');
  }
}

/**
 * Removes blobs right away; if the store fails, a job retries later, so a deleted photo never
 * leaves files behind for good.
 */
export async function removeBlobFoldersOrQueue(
  deps: BlobRemovalDeps,
  prefixes: readonly string[],
): Promise<void> {
  try {
    await removeBlobFoldersAndIntents(deps, prefixes);
  } catch (error) {
    deps.logger.warn({ err: error }, 'blob removal failed; queued for retry');
    await queueBlobRemoval(deps, prefixes);
  }
}

export function registerBlobRemovalJobs(deps: BlobRemovalDeps): void {
  deps.jobs.register(BLOB_REMOVAL_QUEUE, async (payload) => {
    const { prefixes } = BlobRemovalPayloadSchema.parse(payload);
    await removeBlobFoldersAndIntents(deps, prefixes);
  });
}
