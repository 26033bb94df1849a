import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { CustomerDataDeletionsTable } from './customer-data.tables.ts';

export type DeletionRow = Selectable<CustomerDataDeletionsTable>;
const DELETIONS = 'customer_data_deletions';

export async function insertDeletion(db: Kysely<Database>, row: DeletionRow): Promise<void> {
  await db.insertInto(DELETIONS).values(row).execute();
}

export async function findDeletion(
  db: Kysely<Database>,
  id: string,
): Promise<DeletionRow | undefined> {
  return db.selectFrom(DELETIONS).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setDeletionJob(
  db: Kysely<Database>,
  id: string,
  jobId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable(DELETIONS)
    .set({ job_id: jobId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Done: the record was the last thing that named the customer. */
export async function deleteDeletion(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom(DELETIONS).where('id', '=', id).execute();
}

/**
 * Deletions last changed before `updatedBefore` (all when undefined), after `afterId` in id order:
 * the recovery pass pages through them.
 */
export async function findDeletionsToCheck(
  db: Kysely<Database>,
  options: { updatedBefore: string | undefined; afterId: string | undefined; limit: number },
): Promise<DeletionRow[]> {
  let query = db.selectFrom(DELETIONS).selectAll();
  if (options.updatedBefore !== undefined) {
    query = query.where('updated_at', '<', options.updatedBefore);
  }
  if (options.afterId !== undefined) {
    query = query.where('id', '>', options.afterId);
  }
  return query.orderBy('id').limit(options.limit).execute();
}
