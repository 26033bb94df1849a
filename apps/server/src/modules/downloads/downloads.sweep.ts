import type { DownloadsDeps } from './downloads.deps.ts';
import { ARCHIVE_QUEUE, failDownload } from './downloads.jobs.ts';
import {
  findExpiredDownloads,
  findStaleUnfinishedDownloads,
  updateDownload,
  type DownloadRow,
} from './downloads.repository.ts';

const BATCH = 200;
/** An unfinished archive unchanged this long is checked against its job. */
const STALE_MS = 5 * 60 * 1000;

export interface SweepOutcome {
  expired: number;
  failed: number;
}

/** Removes a READY archive's zip and marks it EXPIRED; false when it was not READY any more. */
export async function expireDownload(
  deps: Pick<DownloadsDeps, 'db' | 'blobs'>,
  row: Pick<DownloadRow, 'owner_id' | 'id' | 'blob_key'>,
  now: Date,
): Promise<boolean> {
  if (row.blob_key !== null) {
    await deps.blobs.delete(row.blob_key);
  }
  return updateDownload(
    deps.db,
    row.owner_id,
    row.id,
    ['READY'],
    { status: 'EXPIRED', blob_key: null },
    now.toISOString(),
  );
}

/**
 * The recurring clean-up: an expired archive's zip is removed and it becomes EXPIRED; an
 * archive whose job is gone or ended without finishing it (a crash on the last attempt, an
 * enqueue that never happened) becomes FAILED and the customer is told. Idempotent, so every
 * server may run it.
 */
export async function sweepDownloads(deps: DownloadsDeps, now = new Date()): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { expired: 0, failed: 0 };
  for (;;) {
    const expired = await findExpiredDownloads(deps.db, now.toISOString(), BATCH);
    for (const row of expired) {
      if (await expireDownload(deps, row, now)) {
        outcome.expired++;
      }
    }
    if (expired.length < BATCH) {
      break;
    }
  }
  const stale = await findStaleUnfinishedDownloads(
    deps.db,
    new Date(now.getTime() - STALE_MS).toISOString(),
    BATCH,
  );
  for (const row of stale) {
    const job = row.job_id === null ? undefined : await deps.jobs.status(ARCHIVE_QUEUE, row.job_id);
    if (job === undefined || job.state === 'failed' || job.state === 'completed') {
      await failDownload(deps, row.owner_id, row.id);
      outcome.failed++;
    }
  }
  return outcome;
}
