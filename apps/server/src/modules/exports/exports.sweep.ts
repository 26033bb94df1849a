import type { ExportsDeps } from './exports.deps.ts';
import { chunkBlobPrefix } from './exports.deps.ts';
import { BACKUP_QUEUE, failBackup } from './exports.jobs.ts';
import {
  deleteBackup,
  findExpiredBackups,
  findStaleUnfinishedBackups,
} from './exports.repository.ts';

const BATCH = 100;
/** An unfinished export unchanged this long is checked against its job. */
const STALE_MS = 5 * 60 * 1000;

export interface ExportSweepOutcome {
  /** Expired exports removed (chunks and row). */
  expired: number;
  /** Exports whose job is gone or ended without finishing them, now FAILED. */
  failed: number;
}

/**
 * The recurring clean-up. Expired exports go: their chunk blobs first, then the rows (a GET
 * answered 404 already). An export whose job died for good (its runner killed on the last
 * attempt, a crash between recording it and queueing its job) becomes FAILED, so its page
 * shows the export error instead of waiting seven days. Idempotent, so every server may run it.
 */
export async function sweepExports(
  deps: ExportsDeps,
  now = new Date(),
): Promise<ExportSweepOutcome> {
  const outcome: ExportSweepOutcome = { expired: 0, failed: 0 };
  for (;;) {
    const expired = await findExpiredBackups(deps.db, now.toISOString(), BATCH);
    for (const backup of expired) {
      await deps.blobs.deletePrefix(chunkBlobPrefix(backup.owner_id, backup.id));
      await deleteBackup(deps.db, backup.id);
      outcome.expired++;
    }
    if (expired.length < BATCH) {
      break;
    }
  }
  const stale = await findStaleUnfinishedBackups(
    deps.db,
    new Date(now.getTime() - STALE_MS).toISOString(),
    BATCH,
  );
  for (const backup of stale) {
    const job =
      backup.job_id === null ? undefined : await deps.jobs.status(BACKUP_QUEUE, backup.job_id);
    if (
      (job === undefined || job.state === 'failed' || job.state === 'completed') &&
      (await failBackup(deps, backup.id, now))
    ) {
      outcome.failed++;
    }
  }
  return outcome;
}
