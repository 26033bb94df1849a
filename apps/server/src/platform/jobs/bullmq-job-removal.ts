import type { Job, JobType, Queue } from 'bullmq';
import { asJsonText } from '../database/contains-text.ts';
import type { JsonValue } from '../json-value.ts';
import type { JobMentions } from './job-queue.ts';

/** Every state a job can be in except active (running), whose worker holds it. */
const REMOVABLE: readonly JobType[] = [
  'waiting',
  'delayed',
  'prioritized',
  'waiting-children',
  'completed',
  'failed',
];
const PAGE = 500;

function mentions(job: Job<JsonValue>, wanted: JobMentions): boolean {
  if (wanted.enqueuedBefore !== undefined && job.timestamp >= wanted.enqueuedBefore.getTime()) {
    return false;
  }
  const payload = JSON.stringify(job.data);
  const error = job.failedReason ?? '';
  return (
    wanted.values.some((value) => payload.includes(JSON.stringify(value))) ||
    (wanted.fragments ?? []).some(
      (fragment) => payload.includes(asJsonText(fragment)) || error.includes(fragment),
    )
  );
}

async function jobsMentioning(
  queue: Queue<JsonValue>,
  type: JobType,
  wanted: JobMentions,
): Promise<Job<JsonValue>[]> {
  const found: Job<JsonValue>[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await queue.getJobs(type, start, start + PAGE - 1);
    found.push(...page.filter((job) => mentions(job, wanted)));
    if (page.length < PAGE) {
      return found;
    }
  }
}

/**
 * BullMQ's side of `removeJobsMentioning`: reads each queue's jobs by state (found first, removed
 * after, so removing does not shift the pages) and removes those that mention a text. A job that
 * a worker took meanwhile refuses removal and counts as running.
 */
export async function removeBullMqJobsMentioning(
  queues: readonly Queue<JsonValue>[],
  wanted: JobMentions,
): Promise<{ removed: number; running: number }> {
  const outcome = { removed: 0, running: 0 };
  if (wanted.values.length === 0 && (wanted.fragments ?? []).length === 0) {
    return outcome;
  }
  for (const queue of queues) {
    outcome.running += (await jobsMentioning(queue, 'active', wanted)).length;
    for (const type of REMOVABLE) {
      for (const job of await jobsMentioning(queue, type, wanted)) {
        try {
          await job.remove();
          outcome.removed++;
        } catch {
          outcome.running++;
        }
      }
    }
  }
  return outcome;
}
