import { randomUUID } from 'node:crypto';
import type { ActivationStatus } from '@my-account/contract/activation';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { ActivationDeps } from './activation.deps.ts';
import {
  endImport,
  findActivation,
  setImportJob,
  startImport,
  type ActivationRow,
} from './activation.repository.ts';
import { IMPORT_MAX_ATTEMPTS, IMPORT_QUEUE, type ImportJobPayload } from './import.jobs.ts';
import { publishImportMessage } from './import-messages.ts';

/**
 * The caller's activation status. No row: ACTIVE (a customer who never had anything to import).
 * An import whose job died for good without saying so (its runner was killed on the last
 * attempt) is ended here, so the customer is told and can activate again.
 */
export async function getActivationStatus(
  deps: ActivationDeps,
  user: AuthUser,
): Promise<ActivationStatus> {
  const row = await findActivation(deps.db, user.sub);
  if (!row) {
    return 'ACTIVE';
  }
  if (row.status === 'IMPORTING' && (await importJobIsDead(deps, row))) {
    const now = new Date().toISOString();
    const error = 'The import job stopped for good';
    if (
      row.import_id &&
      (await endImport(deps.db, user.sub, row.import_id, { status: 'NOT_ACTIVE', error }, now))
    ) {
      await publishImportMessage(deps, user.sub, 'import-error', row);
    }
    return (await findActivation(deps.db, user.sub))?.status ?? 'ACTIVE';
  }
  return row.status;
}

/** An import without a job id this long after it started was never queued (a crash between). */
const UNQUEUED_GRACE_MS = 5 * 60 * 1000;

async function importJobIsDead(deps: ActivationDeps, row: ActivationRow): Promise<boolean> {
  if (!row.job_id) {
    // Being queued right now, unless that was long ago.
    return Date.parse(row.updated_at) < Date.now() - UNQUEUED_GRACE_MS;
  }
  const report = await deps.jobs.status(IMPORT_QUEUE, row.job_id);
  // Completed while the row still says IMPORTING cannot happen unless something went wrong:
  // ending it beats a customer stuck in IMPORTING.
  return report === undefined || report.state === 'failed' || report.state === 'completed';
}

/**
 * Starts the import of a NOT_ACTIVE library. Concurrent calls queue one job: only the call
 * that moves the row to IMPORTING enqueues. Any other status is answered as it is (ACTIVE and
 * DELETING have nothing to import; IMPORTING is on its way).
 */
export async function activate(deps: ActivationDeps, user: AuthUser): Promise<ActivationStatus> {
  const accountId = user.sub;
  const importId = randomUUID();
  if (!(await startImport(deps.db, accountId, importId, new Date().toISOString()))) {
    return getActivationStatus(deps, user);
  }
  const payload: ImportJobPayload = { accountId, importId };
  let jobId: string;
  try {
    jobId = await deps.jobs.enqueue(IMPORT_QUEUE, payload, { maxAttempts: IMPORT_MAX_ATTEMPTS });
  } catch (error) {
    // Not queued: back to NOT_ACTIVE, so the next activation tries again.
    const now = new Date().toISOString();
    await endImport(
      deps.db,
      accountId,
      importId,
      { status: 'NOT_ACTIVE', error: 'Not queued' },
      now,
    );
    throw error;
  }
  await setImportJob(deps.db, accountId, importId, jobId);
  return 'IMPORTING';
}
