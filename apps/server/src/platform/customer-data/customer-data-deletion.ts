import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../database/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../logging/create-logger.ts';
import type { CustomerDataDeleter } from './customer-data-deleter.ts';
import {
  deleteDeletion,
  findDeletion,
  insertDeletion,
  setDeletionJob,
  type DeletionRow,
} from './customer-data-deletions.repository.ts';
import type { DeletedCustomer } from './deleted-customer.ts';

export const CUSTOMER_DATA_DELETION_QUEUE = 'customer-data-deletion';
/**
 * Retries over ~40 minutes (the delay doubles); a deletion that still fails is queued again by
 * the recovery pass, so it never gives up.
 */
export const DELETION_ATTEMPTS = 10;
/** The payload names the deletion only: job records are kept for days, the customer's ids not. */
const DeletionPayloadSchema = z.object({ deletionId: z.string().min(1) });

export interface DeletionQueueDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  logger: Logger;
}

export interface CustomerDataDeletionDeps extends DeletionQueueDeps {
  /** In the order they run: a deleter runs before those whose data it still reads. */
  deleters: readonly CustomerDataDeleter[];
  now?: () => Date;
}

/**
 * Records, in the caller's transaction (the one that ends the identity), that the customer's data
 * must go: after the commit nothing can lose the deletion, whatever crashes. Returns its id, for
 * `queueCustomerDataDeletion` once committed.
 */
export async function recordCustomerDataDeletion(
  db: Kysely<Database>,
  customer: DeletedCustomer,
  finalPassAt: Date,
): Promise<string> {
  const id = randomUUID();
  await insertDeletion(db, {
    id,
    subject: customer.subject,
    idp_type: customer.idpType,
    idp_sub: customer.idpSub,
    customer_id: customer.customerId,
    emails: JSON.stringify(customer.emails),
    confirmed_at: customer.confirmedAt,
    final_pass_at: finalPassAt.toISOString(),
    job_id: null,
    updated_at: customer.confirmedAt,
  });
  return id;
}

/** Queues a pass; `runAt` later for the final one. */
export async function queueDeletionPass(
  deps: DeletionQueueDeps,
  deletionId: string,
  runAt?: Date,
): Promise<void> {
  const jobId = await deps.jobs.enqueue(
    CUSTOMER_DATA_DELETION_QUEUE,
    { deletionId },
    { maxAttempts: DELETION_ATTEMPTS, ...(runAt ? { runAt } : {}) },
  );
  await setDeletionJob(deps.db, deletionId, jobId, new Date().toISOString());
}

/**
 * After the commit: queues the first pass. Never fails the caller (the customer has confirmed,
 * the identity is gone): a deletion without a job is queued by the recovery pass.
 */
export async function queueCustomerDataDeletion(
  deps: DeletionQueueDeps,
  deletionId: string,
): Promise<void> {
  try {
    await queueDeletionPass(deps, deletionId);
  } catch (error) {
    deps.logger.warn(
      { err: error, deletionId },
      'could not queue a customer data deletion; the recovery pass will',
    );
  }
}

export function toDeletedCustomer(row: DeletionRow): DeletedCustomer {
  return {
    subject: row.subject,
    idpType: row.idp_type,
    idpSub: row.idp_sub,
    customerId: row.customer_id,
    emails: z.array(z.string()).parse(JSON.parse(row.emails)),
    confirmedAt: row.confirmed_at,
  };
}

/**
 * One pass: every deleter in order. A pass that dies halfway runs again from the start (each
 * deleter is idempotent). The first pass runs at once; a final one runs when every access token
 * issued before the confirmation has expired, for what a request or job still in flight wrote
 * meanwhile. Then the record goes, and with it the last row that named the customer.
 */
export async function runDeletionPass(
  deps: CustomerDataDeletionDeps,
  deletionId: string,
): Promise<'final-pass-queued' | 'finished' | 'unknown'> {
  const row = await findDeletion(deps.db, deletionId);
  if (!row) {
    return 'unknown';
  }
  const customer = toDeletedCustomer(row);
  for (const deleter of deps.deleters) {
    try {
      await deleter.deleteCustomerData(customer);
    } catch (error) {
      throw new Error(`Deleting the ${deleter.name} data failed`, { cause: error });
    }
  }
  const now = deps.now?.() ?? new Date();
  const finalPassAt = new Date(row.final_pass_at);
  if (now < finalPassAt) {
    await queueDeletionPass(deps, deletionId, finalPassAt);
    return 'final-pass-queued';
  }
  await deleteDeletion(deps.db, deletionId);
  return 'finished';
}

export function registerDeletionJobs(deps: CustomerDataDeletionDeps): void {
  deps.jobs.register(CUSTOMER_DATA_DELETION_QUEUE, async (payload) => {
    const { deletionId } = DeletionPayloadSchema.parse(payload);
    const outcome = await runDeletionPass(deps, deletionId);
    if (outcome !== 'unknown') {
      deps.logger.info({ deletionId, outcome }, 'customer data deletion pass done');
    }
  });
}
