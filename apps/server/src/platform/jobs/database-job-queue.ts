import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { Logger } from '../logging/create-logger.ts';
import { currentCorrelationId, runAsJobOf } from '../logging/correlation-scope.ts';
import {
  assertMaxAttempts,
  assertQueueName,
  DEFAULT_MAX_ATTEMPTS,
  describeError,
  KEEP_COMPLETED_MS,
  KEEP_FAILED_MS,
  retryDelayMs,
  type JobHandler,
  type JobQueue,
  withIdleQueues,
} from './job-queue.ts';
import {
  claimJob,
  extendLease,
  failAbandonedJobs,
  findClaimableJobIds,
  findJob,
  findWaitingJobs,
  finishAttempt,
  insertJob,
  pruneFinishedJobs,
  removeJobsMentioning,
  type JobRow,
} from './jobs.repository.ts';
import { createWakeSignal } from './wake-signal.ts';

export interface DatabaseJobQueueOptions {
  db: Kysely<Database>;
  logger: Logger;
  concurrency: number;
  /** First retry delay; doubles with each failed attempt. */
  retryDelayMs: number;
  /** How often to look for due jobs when nothing woke the runner (default 1 s). */
  pollIntervalMs?: number;
  /** How long a claimed job stays this runner's without a heartbeat (default 60 s). */
  leaseMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The embedded default: jobs are rows, claimed under a lease that a heartbeat keeps alive.
 * A job whose runner died is taken up again once its lease runs out, so nothing enqueued is
 * lost across restarts or crashes. Several processes may share one PostgreSQL database.
 */
export function createDatabaseJobQueue(options: DatabaseJobQueueOptions): JobQueue {
  const { db, logger, concurrency } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const handlers = new Map<string, JobHandler>();
  const enqueuedTo = new Set<string>();
  const active = new Set<Promise<void>>();
  const wake = createWakeSignal();
  let loop: Promise<void> | undefined;
  let running = false;
  let lastSweep = 0;
  let lastPrune = 0;

  const runJob = async (row: JobRow, token: string): Promise<void> => {
    const handler = handlers.get(row.queue);
    const heartbeat = setInterval(() => {
      extendLease(db, row.id, token, new Date(Date.now() + leaseMs)).catch((error: unknown) => {
        logger.warn({ err: error, jobId: row.id }, 'could not extend a job lease');
      });
    }, leaseMs / 3);
    const job = {
      id: row.id,
      queue: row.queue,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
    };
    try {
      if (!handler) {
        throw new Error(`No handler for queue ${row.queue}`);
      }
      await handler(JSON.parse(row.payload) as unknown, job);
      clearInterval(heartbeat);
      await finishAttempt(db, row.id, token, { status: 'completed' }, new Date());
    } catch (error) {
      clearInterval(heartbeat);
      const message = describeError(error);
      const now = new Date();
      if (row.attempts >= row.max_attempts) {
        logger.error({ err: error, job }, 'job failed for good');
        await finishAttempt(db, row.id, token, { status: 'failed', error: message }, now);
      } else {
        const runAt = new Date(now.getTime() + retryDelayMs(options.retryDelayMs, row.attempts));
        logger.warn({ err: error, job, retryAt: runAt }, 'job attempt failed; will retry');
        await finishAttempt(db, row.id, token, { status: 'pending', error: message, runAt }, now);
      }
    }
  };

  const track = (work: Promise<void>): void => {
    const settled = work
      .catch((error: unknown) => {
        logger.error({ err: error }, 'could not record the outcome of a job');
      })
      .finally(() => {
        active.delete(settled);
        wake.notify();
      });
    active.add(settled);
  };

  const housekeeping = async (now: Date): Promise<void> => {
    if (now.getTime() - lastSweep >= Math.min(leaseMs / 2, 30_000)) {
      lastSweep = now.getTime();
      await failAbandonedJobs(db, now);
    }
    if (now.getTime() - lastPrune >= HOUR_MS) {
      lastPrune = now.getTime();
      await pruneFinishedJobs(
        db,
        new Date(now.getTime() - KEEP_COMPLETED_MS),
        new Date(now.getTime() - KEEP_FAILED_MS),
      );
    }
  };

  /** Claims what fits in the free slots; returns how many jobs it started. */
  const claimAndRun = async (): Promise<number> => {
    const free = concurrency - active.size;
    if (free <= 0 || handlers.size === 0) {
      return 0;
    }
    const now = new Date();
    await housekeeping(now);
    const ids = await findClaimableJobIds(db, [...handlers.keys()], now, free);
    let started = 0;
    for (const id of ids) {
      const token = randomUUID();
      const row = await claimJob(db, id, token, now, new Date(now.getTime() + leaseMs));
      if (row) {
        track(runAsJobOf(row.correlation_id, () => runJob(row, token)));
        started++;
      }
    }
    return started;
  };

  const runLoop = async (): Promise<void> => {
    while (running) {
      let started = 0;
      try {
        started = await claimAndRun();
      } catch (error) {
        logger.error({ err: error }, 'job runner could not claim jobs');
      }
      // Full, or nothing due: wait for a finished job, an enqueue, stop() or the next poll.
      if (started === 0 || active.size >= concurrency) {
        await wake.wait(pollIntervalMs);
      }
    }
  };

  return {
    async enqueue(queue, payload, enqueueOptions = {}) {
      assertQueueName(queue);
      const maxAttempts = enqueueOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      assertMaxAttempts(maxAttempts);
      enqueuedTo.add(queue);
      const now = new Date();
      const id = randomUUID();
      await insertJob(
        db,
        {
          id,
          queue,
          payload: JSON.stringify(payload),
          maxAttempts,
          runAt: enqueueOptions.runAt ?? now,
          correlationId: currentCorrelationId(),
        },
        now,
      );
      wake.notify();
      return id;
    },

    register(queue, handler) {
      assertQueueName(queue);
      if (handlers.has(queue)) {
        throw new Error(`Queue ${queue} already has a handler`);
      }
      handlers.set(queue, handler);
      wake.notify();
    },

    removeJobsMentioning: (mentions) => removeJobsMentioning(db, mentions),

    async status(queue, id) {
      const row = await findJob(db, queue, id);
      if (!row) {
        return undefined;
      }
      return {
        id: row.id,
        queue: row.queue,
        state: row.status,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        ...(row.last_error === null ? {} : { lastError: row.last_error }),
      };
    },

    async backlog() {
      const now = new Date();
      const waiting = (await findWaitingJobs(db, now)).map((row) => ({
        queue: row.queue,
        waiting: row.waiting,
        oldestWaitingMs: Math.max(0, now.getTime() - Date.parse(row.oldestRunAt)),
      }));
      return withIdleQueues(waiting, [...handlers.keys(), ...enqueuedTo]);
    },

    async start() {
      if (running) {
        return;
      }
      running = true;
      loop = runLoop();
    },

    async stop() {
      running = false;
      wake.notify();
      await loop;
      loop = undefined;
      await Promise.all(active);
    },
  };
}
