import { startRecoveryPasses } from '../../platform/jobs/sweeper.ts';
import type { BlobRemovalDeps } from './blob-removal.ts';
import {
  clearBlobRemovals,
  findBlobRemovals,
  type BlobRemoval,
} from './blob-removals.repository.ts';

/**
 * A removal intent still there this long after its delete has lost its removal: the server died
 * between the delete and the removal, the job failed for good, or no job could be queued. The
 * periodic pass carries it out (and runs this often).
 */
export const ABANDONED_REMOVAL_MS = 10 * 60 * 1000;
const PASS_BATCH = 500;
const PARALLEL_REMOVALS = 8;

export interface RecoveryOutcome {
  removed: number;
  failed: number;
}

type RecoveryDeps = Pick<BlobRemovalDeps, 'db' | 'blobs' | 'logger'>;

/**
 * Carries out the removal intents recorded before `createdBefore` (every one when undefined),
 * oldest first, a batch at a time. Each folder on its own: one the store keeps refusing stays
 * for the next pass without holding back the others. Removing a folder twice does no harm, so
 * several servers may run it at once.
 */
export async function resumeBlobRemovals(
  deps: RecoveryDeps,
  createdBefore: Date | undefined,
): Promise<RecoveryOutcome> {
  const outcome: RecoveryOutcome = { removed: 0, failed: 0 };
  let after: BlobRemoval | undefined;
  for (;;) {
    const batch = await findBlobRemovals(deps.db, {
      createdBefore: createdBefore?.toISOString(),
      after,
      limit: PASS_BATCH,
    });
    const removed: string[] = [];
    for (let start = 0; start < batch.length; start += PARALLEL_REMOVALS) {
      const results = await Promise.all(
        batch.slice(start, start + PARALLEL_REMOVALS).map(async ({ prefix }) => {
          try {
            await removeFolder(deps, prefix);
            return prefix;
          } catch (error) {
            outcome.failed++;
            deps.logger.warn({ err: error, prefix }, 'could not remove a deleted blob folder');
            return undefined;
          }
        }),
      );
      removed.push(...results.filter((prefix) => prefix !== undefined));
    }
    await clearBlobRemovals(deps.db, removed);
    outcome.removed += removed.length;
    if (batch.length < PASS_BATCH) {
      return outcome;
    }
    after = batch.at(-1);
  }
}

async function removeFolder(deps: RecoveryDeps, prefix: string): Promise<void> {
  // Only ever a photo's folder: the intents hold what the photo rows named.
  if (!prefix.startsWith('photos/')) {
    throw new Error(`Not a photo blob folder: ${prefix}`);
  }
  await deps.blobs.deletePrefix(prefix);
}

/**
 * Runs the pass once now over every intent (this server's earlier life may have died between a
 * delete and its removal), then every ABANDONED_REMOVAL_MS over the intents that old. Returns the
 * stopper, which waits for the first pass.
 */
export function startBlobRemovalRecovery(deps: RecoveryDeps): { stop(): Promise<void> } {
  const onError = (error: unknown): void => {
    deps.logger.error({ err: error }, 'blob removal recovery failed');
  };
  const pass = async (createdBefore: Date | undefined): Promise<void> => {
    const outcome = await resumeBlobRemovals(deps, createdBefore);
    if (outcome.removed > 0) {
      deps.logger.info(outcome, 'removed the blob folders of deleted photos left behind');
    }
  };
  return startRecoveryPasses(pass, ABANDONED_REMOVAL_MS, onError);
}
