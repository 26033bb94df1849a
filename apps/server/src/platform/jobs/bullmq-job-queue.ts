import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JsonValue } from '../json-value.ts';
import type { Logger } from '../logging/create-logger.ts';
import { currentCorrelationId, runAsJobOf } from '../logging/correlation-scope.ts';
import { removeBullMqJobsMentioning } from './bullmq-job-removal.ts';
import {
  assertMaxAttempts,
  assertQueueName,
  DEFAULT_MAX_ATTEMPTS,
  KEEP_COMPLETED_MS,
  KEEP_FAILED_MS,
  type JobHandler,
  type JobQueue,
  type JobState,
  type QueueBacklog,
  withIdleQueues,
} from './job-queue.ts';

export interface BullMqJobQueueOptions {
  /** Must have `maxRetriesPerRequest: null`; workers duplicate it for their blocking reads. */
  connection: Redis;
  /** Namespace of the queues' keys (REDIS_PREFIX). */
  prefix: string;
  logger: Logger;
  /** Jobs run at the same time by each queue's worker. */
  concurrency: number;
  retryDelayMs: number;
  /**
   * How long a running job's lock lasts without renewal (the worker renews it while alive): a
   * job of a worker that died goes back to waiting at the next stalled check after that.
   */
  leaseMs?: number;
}

const STATES: Record<string, JobState> = {
  waiting: 'pending',
  delayed: 'pending',
  prioritized: 'pending',
  'waiting-children': 'pending',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
};

/** The scale-out adapter: BullMQ queues on Redis, with one worker per registered queue. */
export function createBullMqJobQueue(options: BullMqJobQueueOptions): JobQueue {
  const { connection, logger } = options;
  const prefix = `${options.prefix}:jobs`;
  const queues = new Map<string, Queue<JsonValue>>();
  const handlers = new Map<string, JobHandler>();
  const workers = new Map<string, Worker<JsonValue>>();
  let running = false;

  const queueFor = (name: string): Queue<JsonValue> => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue<JsonValue>(name, { connection, prefix });
      queue.on('error', (error: Error) => {
        logger.error({ err: error, queue: name }, 'job queue error');
      });
      queues.set(name, queue);
    }
    return queue;
  };

  const startWorker = (name: string, handler: JobHandler): void => {
    const worker = new Worker<JsonValue>(
      name,
      async (job: Job<JsonValue>) => {
        const context = {
          id: job.id ?? '',
          queue: name,
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
        };
        await runAsJobOf(job.opts.telemetry?.metadata, () => handler(job.data, context));
      },
      {
        connection,
        prefix,
        concurrency: options.concurrency,
        ...(options.leaseMs === undefined
          ? {}
          : { lockDuration: options.leaseMs, stalledInterval: options.leaseMs }),
      },
    );
    worker.on('failed', (job, error) => {
      logger.warn({ err: error, jobId: job?.id, queue: name }, 'job attempt failed');
    });
    // A Worker is an EventEmitter: an 'error' without a listener would crash the process.
    worker.on('error', (error) => {
      logger.error({ err: error, queue: name }, 'job worker error');
    });
    workers.set(name, worker);
  };

  return {
    async enqueue(queue, payload, enqueueOptions = {}) {
      assertQueueName(queue);
      const attempts = enqueueOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      assertMaxAttempts(attempts);
      const id = randomUUID();
      const delay = Math.max(0, (enqueueOptions.runAt?.getTime() ?? 0) - Date.now());
      const correlationId = currentCorrelationId();
      await queueFor(queue).add(queue, payload, {
        jobId: id,
        delay,
        attempts,
        backoff: { type: 'exponential', delay: options.retryDelayMs },
        removeOnComplete: { age: KEEP_COMPLETED_MS / 1000 },
        removeOnFail: { age: KEEP_FAILED_MS / 1000 },
        // BullMQ's field for context a job carries from its producer (no tracer is configured,
        // so nothing else writes it): the correlation id of the request that queued it.
        ...(correlationId ? { telemetry: { metadata: correlationId } } : {}),
      });
      return id;
    },

    register(queue, handler) {
      assertQueueName(queue);
      if (handlers.has(queue)) {
        throw new Error(`Queue ${queue} already has a handler`);
      }
      handlers.set(queue, handler);
      if (running) {
        startWorker(queue, handler);
      }
    },

    async removeJobsMentioning(mentions) {
      // Every queue this server knows: those it runs and those it enqueued to.
      const names = new Set([...handlers.keys(), ...queues.keys()]);
      return removeBullMqJobsMentioning([...names].map(queueFor), mentions);
    },

    async status(queue, id) {
      // The state first, then the job: two reads, not one. A job read first could be in its
      // last attempt and have failed by the state's read, answering "failed" with the
      // previous attempt's error. Done and failed do not change, so read in this order the job
      // is at least as new as its state.
      const state = STATES[await queueFor(queue).getJobState(id)];
      const job = state ? await queueFor(queue).getJob(id) : undefined;
      if (!state || !job) {
        return undefined;
      }
      return {
        id,
        queue,
        state,
        attempts: job.attemptsStarted,
        maxAttempts: job.opts.attempts ?? 1,
        ...(job.failedReason ? { lastError: job.failedReason } : {}),
      };
    },

    async backlog() {
      const names = [...new Set([...handlers.keys(), ...queues.keys()])];
      const now = Date.now();
      const entries = await Promise.all(
        names.map(async (name): Promise<QueueBacklog> => {
          const queue = queueFor(name);
          // getWaiting lists from the end workers take from: the first is the next job.
          const [waiting, [next]] = await Promise.all([
            queue.getWaitingCount(),
            queue.getWaiting(0, 0),
          ]);
          // Due since it was added, or since its delay ran out (a retry counts from its first add).
          const dueSince = next ? next.timestamp + next.delay : now;
          return { queue: name, waiting, oldestWaitingMs: Math.max(0, now - dueSince) };
        }),
      );
      return withIdleQueues(entries, names);
    },

    async start() {
      if (running) {
        return;
      }
      running = true;
      for (const [name, handler] of handlers) {
        startWorker(name, handler);
      }
    },

    async stop() {
      running = false;
      // close() lets running jobs finish; the shared connection stays open for its owner.
      await Promise.all([...workers.values()].map((worker) => worker.close()));
      workers.clear();
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      queues.clear();
    },
  };
}
