import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { JobsTable } from '../database/platform-tables.ts';
import { asJsonText, containsText } from '../database/contains-text.ts';
import type { JobMentions } from './job-queue.ts';

export type JobRow = Selectable<JobsTable>;

const iso = (date: Date): string => date.toISOString();

export interface NewJob {
  id: string;
  queue: string;
  payload: string;
  maxAttempts: number;
  runAt: Date;
  correlationId: string | undefined;
}

export async function insertJob(db: Kysely<Database>, job: NewJob, now: Date): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      id: job.id,
      queue: job.queue,
      payload: job.payload,
      status: 'pending',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: iso(job.runAt),
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: iso(now),
      updated_at: iso(now),
      finished_at: null,
      correlation_id: job.correlationId ?? null,
    })
    .execute();
}

export async function findJob(
  db: Kysely<Database>,
  queue: string,
  id: string,
): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('queue', '=', queue)
    .executeTakeFirst();
}

/** A job that may be taken: due and pending, or running under a lease that ran out. */
function claimable(eb: ExpressionBuilder<Database, 'jobs'>, now: Date) {
  return eb.or([
    eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', iso(now))]),
    eb.and([
      eb('status', '=', 'running'),
      eb('locked_until', '<', iso(now)),
      eb('attempts', '<', eb.ref('max_attempts')),
    ]),
  ]);
}

/** Ids of jobs ready to run (see `claimable`), the longest due first. */
export async function findClaimableJobIds(
  db: Kysely<Database>,
  queues: string[],
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('queue', 'in', queues)
    .where((eb) => claimable(eb, now))
    .orderBy('run_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Per queue: pending jobs already due (not yet taken), and the earliest instant one fell due. */
export async function findWaitingJobs(
  db: Kysely<Database>,
  now: Date,
): Promise<{ queue: string; waiting: number; oldestRunAt: string }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'queue',
      eb.fn.countAll<number | string>().as('waiting'),
      eb.fn.min('run_at').as('oldest_run_at'),
    ])
    .where('status', '=', 'pending')
    .where('run_at', '<=', iso(now))
    .groupBy('queue')
    .execute();
  // PostgreSQL counts in bigint, which node-postgres hands over as a string.
  return rows.map((row) => ({
    queue: row.queue,
    waiting: Number(row.waiting),
    oldestRunAt: row.oldest_run_at,
  }));
}

/**
 * Takes the job if it is still claimable. The condition is checked again in the update, so of two
 * runners racing for one job exactly one changes the row (no SKIP LOCKED needed, which SQLite
 * lacks). Returns the claimed row, or undefined when another runner was first.
 */
export async function claimJob(
  db: Kysely<Database>,
  id: string,
  token: string,
  now: Date,
  leaseUntil: Date,
): Promise<JobRow | undefined> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: token,
      locked_until: iso(leaseUntil),
      updated_at: iso(now),
    }))
    .where('id', '=', id)
    .where((eb) => claimable(eb, now))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) {
    return undefined;
  }
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('locked_by', '=', token)
    .executeTakeFirst();
}

/** Keeps the lease of a long-running job alive. */
export async function extendLease(
  db: Kysely<Database>,
  id: string,
  token: string,
  leaseUntil: Date,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: iso(leaseUntil) })
    .where('id', '=', id)
    .where('locked_by', '=', token)
    .where('status', '=', 'running')
    .execute();
}

type Outcome =
  | { status: 'completed' }
  | { status: 'pending'; error: string; runAt: Date }
  | { status: 'failed'; error: string };

/** Records how an attempt ended, unless the lease was lost and another runner owns the job. */
export async function finishAttempt(
  db: Kysely<Database>,
  id: string,
  token: string,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const common = { locked_by: null, locked_until: null, updated_at: iso(now) };
  const values =
    outcome.status === 'completed'
      ? { ...common, status: outcome.status, finished_at: iso(now) }
      : outcome.status === 'failed'
        ? { ...common, status: outcome.status, last_error: outcome.error, finished_at: iso(now) }
        : {
            ...common,
            status: outcome.status,
            last_error: outcome.error,
            run_at: iso(outcome.runAt),
          };
  await db
    .updateTable('jobs')
    .set(values)
    .where('id', '=', id)
    .where('locked_by', '=', token)
    .where('status', '=', 'running')
    .execute();
}

/** A runner died during the last allowed attempt: nobody may take the job again, so it failed. */
export async function failAbandonedJobs(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      last_error: 'The runner stopped during the last attempt',
      locked_by: null,
      locked_until: null,
      finished_at: iso(now),
      updated_at: iso(now),
    })
    .where('status', '=', 'running')
    .where('locked_until', '<', iso(now))
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .execute();
}

/** Removes finished jobs older than their keeping time. */
export async function pruneFinishedJobs(
  db: Kysely<Database>,
  completedBefore: Date,
  failedBefore: Date,
): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'completed'), eb('finished_at', '<', iso(completedBefore))]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', iso(failedBefore))]),
      ]),
    )
    .execute();
}

/** The jobs (enqueued before `enqueuedBefore`, if given) that mention one of `mentions`. */
function mentioning(
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'jobs'>,
  mentions: JobMentions,
) {
  const found = eb.or([
    ...mentions.values.map((value) => containsText(db, 'payload', JSON.stringify(value))),
    ...(mentions.fragments ?? []).flatMap((fragment) => [
      containsText(db, 'payload', asJsonText(fragment)),
      containsText(db, 'last_error', fragment),
    ]),
  ]);
  const before = mentions.enqueuedBefore;
  return before === undefined ? found : eb.and([found, eb('created_at', '<', iso(before))]);
}

/** Removes the jobs, other than running ones, that mention one of `mentions`; counts both. */
export async function removeJobsMentioning(
  db: Kysely<Database>,
  mentions: JobMentions,
): Promise<{ removed: number; running: number }> {
  if (mentions.values.length === 0 && (mentions.fragments ?? []).length === 0) {
    return { removed: 0, running: 0 };
  }
  const removed = await db
    .deleteFrom('jobs')
    .where('status', '!=', 'running')
    .where((eb) => mentioning(db, eb, mentions))
    .executeTakeFirst();
  const running = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'running')
    .where((eb) => mentioning(db, eb, mentions))
    .executeTakeFirstOrThrow();
  return { removed: Number(removed.numDeletedRows), running: Number(running.count) };
}
