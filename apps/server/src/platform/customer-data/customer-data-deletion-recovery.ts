import { startRecoveryPasses } from '../jobs/sweeper.ts';
import {
  CUSTOMER_DATA_DELETION_QUEUE,
  queueDeletionPass,
  type DeletionQueueDeps,
} from './customer-data-deletion.ts';
import { findDeletionsToCheck } from './customer-data-deletions.repository.ts';

/** How often deletions are checked for a lost job, and how old they must be for that check. */
export const DELETION_RECOVERY_MS = 10 * 60 * 1000;
const BATCH = 100;

/**
 * Queues a pass for every deletion (changed before `updatedBefore`) that has no job that will
 * run: none was queued (a crash right after the confirmation), or it failed for good, or it is
 * gone. A pass too many does no harm, so several servers may run this at once.
 */
export async function resumeDeletions(
  deps: DeletionQueueDeps,
  updatedBefore: Date | undefined,
): Promise<number> {
  let queued = 0;
  let afterId: string | undefined;
  for (;;) {
    const rows = await findDeletionsToCheck(deps.db, {
      updatedBefore: updatedBefore?.toISOString(),
      afterId,
      limit: BATCH,
    });
    for (const row of rows) {
      const job =
        row.job_id === null
          ? undefined
          : await deps.jobs.status(CUSTOMER_DATA_DELETION_QUEUE, row.job_id);
      if (job === undefined || job.state === 'failed' || job.state === 'completed') {
        await queueDeletionPass(deps, row.id);
        queued++;
      }
    }
    if (rows.length < BATCH) {
      return queued;
    }
    afterId = rows.at(-1)?.id;
  }
}

/**
 * Once at start over every deletion (this server's earlier life may have died right after a
 * confirmation), then every DELETION_RECOVERY_MS over those unchanged that long. Returns the
 * stopper, which waits for the first pass.
 */
export function startDeletionRecovery(deps: DeletionQueueDeps): { stop(): Promise<void> } {
  const onError = (error: unknown): void => {
    deps.logger.error({ err: error }, 'customer data deletion recovery failed');
  };
  const pass = async (updatedBefore: Date | undefined): Promise<void> => {
    const queued = await resumeDeletions(deps, updatedBefore);
    if (queued > 0) {
      deps.logger.warn({ queued }, 'queued customer data deletions that had lost their job');
    }
  };
  return startRecoveryPasses(pass, DELETION_RECOVERY_MS, onError);
}
