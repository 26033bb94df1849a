import type { JsonValue } from '../json-value.ts';

export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/** What `removeJobsMentioning` looks for in jobs' payloads. */
export interface JobMentions {
  /** Whole string values (ids, addresses): found as `"<value>"` anywhere in the payload. */
  values: readonly string[];
  /**
   * Parts of string values (a hash inside a blob key), found anywhere in the payload or the last
   * error: only for texts long and random enough to mean nothing else.
   */
  fragments?: readonly string[];
  /** Only jobs enqueued before this instant (an address may belong to a new account after it). */
  enqueuedBefore?: Date;
}

/** What a handler is told about the job it runs. */
export interface JobContext {
  id: string;
  queue: string;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Runs one job. The payload was JSON when enqueued, possibly by an older version of the server,
 * so handlers parse it (with the zod schema of their queue) rather than trust its type.
 * Throwing fails the attempt: the job is retried later, with a growing delay, until maxAttempts.
 */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export type JobState = 'pending' | 'running' | 'completed' | 'failed';

export interface JobStatusReport {
  id: string;
  queue: string;
  state: JobState;
  /** Attempts started so far. */
  attempts: number;
  maxAttempts: number;
  /** The error of the last failed attempt. */
  lastError?: string;
}

/** The jobs of one queue that are due and not yet taken by a runner. */
export interface QueueBacklog {
  queue: string;
  waiting: number;
  /** How long the oldest of them has been due; 0 when none waits. */
  oldestWaitingMs: number;
}

/**
 * Durable background work. Jobs enqueued before a restart run after it; a job whose runner died
 * mid-way is taken up again by another runner.
 */
export interface JobQueue {
  /** Stores the job and returns its id. Queue names: letters, digits, '-' and '_'. */
  enqueue(queue: string, payload: JsonValue, options?: EnqueueOptions): Promise<string>;
  /** One handler per queue; this runner only takes jobs of queues it has a handler for. */
  register(queue: string, handler: JobHandler): void;
  /**
   * Removes the jobs of every queue that mention one of `mentions`; running ones stay (their
   * handler holds them) and are counted. For account deletion: job records must not keep a
   * deleted customer's ids.
   */
  removeJobsMentioning(mentions: JobMentions): Promise<{ removed: number; running: number }>;
  /** Where a job stands; undefined once it is unknown (or cleaned up long after finishing). */
  status(queue: string, id: string): Promise<JobStatusReport | undefined>;
  /**
   * Due jobs not yet taken, per queue: every queue this server runs or enqueued to (with 0 when
   * none waits) and any other queue with waiting jobs the store shows.
   */
  backlog(): Promise<QueueBacklog[]>;
  /** Starts taking jobs. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running handlers to finish. */
  stop(): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** Finished jobs are kept this long, for status look-ups and investigations. */
export const KEEP_COMPLETED_MS = 7 * 24 * 60 * 60 * 1000;
export const KEEP_FAILED_MS = 30 * 24 * 60 * 60 * 1000;

const QUEUE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export function assertQueueName(queue: string): void {
  if (!QUEUE_NAME.test(queue)) {
    throw new Error(`Invalid queue name ${JSON.stringify(queue)}: letters, digits, "-", "_"`);
  }
}

export function assertMaxAttempts(maxAttempts: number): void {
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  }
}

/** Delay before attempt n+1 after attempt n failed: base, 2x base, 4x base... capped at an hour. */
export function retryDelayMs(baseMs: number, failedAttempt: number): number {
  return Math.min(baseMs * 2 ** (failedAttempt - 1), 60 * 60 * 1000);
}

/** Error text to store: the message, bounded, since a row or Redis hash is no log file. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
}

/** Adds the known queues nothing waits in, so their gauges read 0 rather than vanish. */
export function withIdleQueues(
  waiting: readonly QueueBacklog[],
  known: Iterable<string>,
): QueueBacklog[] {
  const byQueue = new Map(waiting.map((entry) => [entry.queue, entry]));
  for (const queue of known) {
    if (!byQueue.has(queue)) {
      byQueue.set(queue, { queue, waiting: 0, oldestWaitingMs: 0 });
    }
  }
  return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue));
}
