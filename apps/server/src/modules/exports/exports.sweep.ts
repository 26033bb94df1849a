import type { ExportsDeps } from './exports.deps.ts';
import { chunkBlobPrefix } from './exports.deps.ts';
import { deleteBackup, findExpiredBackups } from './exports.repository.ts';

const BATCH = 100;

/**
 * Expired exports go: their chunk blobs first, then the rows (a GET answered 404 already).
 * Idempotent, so every server may run it.
 */
export async function sweepExports(deps: ExportsDeps, now = new Date()): Promise<number> {
  let removed = 0;
  for (;;) {
    const expired = await findExpiredBackups(deps.db, now.toISOString(), BATCH);
    for (const backup of expired) {
      await deps.blobs.deletePrefix(chunkBlobPrefix(backup.owner_id, backup.id));
      await deleteBackup(deps.db, backup.id);
      removed++;
    }
    if (expired.length < BATCH) {
      return removed;
    }
  }
}
