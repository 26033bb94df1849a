import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { ActivationsTable } from './activation.tables.ts';

export type ActivationRow = Selectable<ActivationsTable>;
const ACTIVATIONS = 'activation_statuses';

export async function findActivation(
  db: Kysely<Database>,
  accountId: string,
): Promise<ActivationRow | undefined> {
  return db
    .selectFrom(ACTIVATIONS)
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Marks a customer as not yet activated, unless they have a row already; true when added. */
export async function insertNotActive(
  db: Kysely<Database>,
  accountId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto(ACTIVATIONS)
    .values({
      account_id: accountId,
      status: 'NOT_ACTIVE',
      import_id: null,
      job_id: null,
      imported: 0,
      total: 0,
      last_error: null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * NOT_ACTIVE -> IMPORTING in one conditional statement: of concurrent activations exactly one
 * changes the row (PostgreSQL re-checks the condition after the other's commit), so exactly one
 * import is queued. True for the caller that won.
 */
export async function startImport(
  db: Kysely<Database>,
  accountId: string,
  importId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(ACTIVATIONS)
    .set({
      status: 'IMPORTING',
      import_id: importId,
      job_id: null,
      imported: 0,
      total: 0,
      last_error: null,
      updated_at: now,
    })
    .where('account_id', '=', accountId)
    .where('status', '=', 'NOT_ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setImportJob(
  db: Kysely<Database>,
  accountId: string,
  importId: string,
  jobId: string,
): Promise<void> {
  await db
    .updateTable(ACTIVATIONS)
    .set({ job_id: jobId })
    .where('account_id', '=', accountId)
    .where('import_id', '=', importId)
    .execute();
}

export async function recordImportProgress(
  db: Kysely<Database>,
  accountId: string,
  importId: string,
  progress: { imported: number; total: number },
  now: string,
): Promise<void> {
  await db
    .updateTable(ACTIVATIONS)
    .set({ imported: progress.imported, total: progress.total, updated_at: now })
    .where('account_id', '=', accountId)
    .where('import_id', '=', importId)
    .where('status', '=', 'IMPORTING')
    .execute();
}

/**
 * Ends the import `importId` if it is still the one running: ACTIVE when it finished, back to
 * NOT_ACTIVE (activate again to retry) when it failed. True when this call ended it, so its
 * caller is the one that tells the customer.
 */
export async function endImport(
  db: Kysely<Database>,
  accountId: string,
  importId: string,
  outcome:
    { status: 'ACTIVE'; imported: number; total: number } | { status: 'NOT_ACTIVE'; error: string },
  now: string,
): Promise<boolean> {
  const values =
    outcome.status === 'ACTIVE'
      ? { status: outcome.status, imported: outcome.imported, total: outcome.total }
      : { status: outcome.status, last_error: outcome.error.slice(0, 2000) };
  const result = await db
    .updateTable(ACTIVATIONS)
    .set({ ...values, updated_at: now })
    .where('account_id', '=', accountId)
    .where('import_id', '=', importId)
    .where('status', '=', 'IMPORTING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Account deletion: the activation and its import. An import job still running fails on the
 * next upload (the uploads and the library are gone too), and its retry finds no import.
 */
export async function deleteActivation(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('activation_statuses').where('account_id', '=', accountId).execute();
}
