import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext, JobQueue } from '../../src/platform/jobs/job-queue.ts';
import { waitFor } from '../support/wait-for.ts';

export interface JobQueueFixture {
  /** A new runner on the same store each call: two calls are two servers, or one restarted. */
  createQueue(): JobQueue;
  /** The first retry delay the runners were given. */
  retryDelayMs: number;
  cleanup(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every job queue adapter must do; run once per adapter. */
export function describeJobQueueContract(
  adapter: string,
  setup: () => Promise<JobQueueFixture>,
): void {
  describe(`job queue contract: ${adapter}`, () => {
    let fixture: JobQueueFixture;
    const runners: JobQueue[] = [];
    const runner = (): JobQueue => {
      const queue = fixture.createQueue();
      runners.push(queue);
      return queue;
    };
    beforeEach(async () => {
      fixture = await setup();
    });
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((queue) => queue.stop()));
      await fixture.cleanup();
    });

    const completed = (queue: JobQueue, name: string, id: string) =>
      waitFor(
        async () => {
          const status = await queue.status(name, id);
          return status?.state === 'completed' || status?.state === 'failed' ? status : undefined;
        },
        { what: `job ${id} to finish` },
      );

    it('runs an enqueued job with its payload, once', async () => {
      const queue = runner();
      const seen: { payload: unknown; job: JobContext }[] = [];
      queue.register('thumbnails', async (payload, job) => {
        seen.push({ payload, job });
      });
      await queue.start();
      const payload = { photoId: 'p1', sizes: [300, 800], note: null, deep: { ok: true } };
      const id = await queue.enqueue('thumbnails', payload);
      const status = await completed(queue, 'thumbnails', id);
      expect(status).toMatchObject({ id, queue: 'thumbnails', state: 'completed', attempts: 1 });
      expect(seen).toEqual([
        { payload, job: { id, queue: 'thumbnails', attempt: 1, maxAttempts: 5 } },
      ]);
    });

    it('keeps a job enqueued before a restart and runs it after', async () => {
      const before = runner();
      const id = await before.enqueue('zips', { downloadId: 'd1' });
      await before.stop();

      const after = runner();
      const ran: unknown[] = [];
      after.register('zips', async (payload) => {
        ran.push(payload);
      });
      await after.start();
      await completed(after, 'zips', id);
      expect(ran).toEqual([{ downloadId: 'd1' }]);
    });

    it('retries a failing job after a delay until it succeeds', async () => {
      const queue = runner();
      const attempts: { attempt: number; at: number }[] = [];
      queue.register('flaky', async (_payload, job) => {
        attempts.push({ attempt: job.attempt, at: Date.now() });
        if (job.attempt < 3) {
          throw new Error(`attempt ${job.attempt} failed`);
        }
      });
      await queue.start();
      const id = await queue.enqueue('flaky', {}, { maxAttempts: 4 });
      const status = await completed(queue, 'flaky', id);
      expect(status).toMatchObject({ state: 'completed', attempts: 3, maxAttempts: 4 });
      expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
      const [first, second] = attempts;
      // A few ms of slack for timer granularity.
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(fixture.retryDelayMs - 5);
    });

    it('marks a job failed, with the error, after its last attempt', async () => {
      const queue = runner();
      let calls = 0;
      queue.register('doomed', async () => {
        calls++;
        throw new Error(`broken ${calls}`);
      });
      await queue.start();
      const id = await queue.enqueue('doomed', { x: 1 }, { maxAttempts: 2 });
      const status = await completed(queue, 'doomed', id);
      expect(status).toMatchObject({ state: 'failed', attempts: 2, lastError: 'broken 2' });
      await sleep(fixture.retryDelayMs * 4);
      expect(calls).toBe(2);
    });

    it('does not start a job before its runAt', async () => {
      const queue = runner();
      const ranAt: number[] = [];
      queue.register('later', async () => {
        ranAt.push(Date.now());
      });
      await queue.start();
      const runAt = new Date(Date.now() + 400);
      const id = await queue.enqueue('later', {}, { runAt });
      await sleep(200);
      expect(ranAt).toEqual([]);
      expect(await queue.status('later', id)).toMatchObject({ state: 'pending', attempts: 0 });
      await completed(queue, 'later', id);
      expect(ranAt[0]).toBeGreaterThanOrEqual(runAt.getTime() - 5);
    });

    it('waits in stop() for the handlers that are running', async () => {
      const queue = runner();
      let started = false;
      let finished = false;
      queue.register('slow', async () => {
        started = true;
        await sleep(300);
        finished = true;
      });
      await queue.start();
      const id = await queue.enqueue('slow', {});
      await waitFor(() => (started ? true : undefined), { what: 'the slow job to start' });
      await queue.stop();
      expect(finished).toBe(true);
      expect(await queue.status('slow', id)).toMatchObject({ state: 'completed' });
    });

    it('leaves jobs of queues it has no handler for to other runners', async () => {
      const queue = runner();
      queue.register('mine', async () => undefined);
      await queue.start();
      const other = await queue.enqueue('not-mine', {});
      const mine = await queue.enqueue('mine', {});
      await completed(queue, 'mine', mine);
      expect(await queue.status('not-mine', other)).toMatchObject({ state: 'pending' });
    });

    it('runs each job exactly once when several runners share the store', async () => {
      const runs = new Map<number, number>();
      for (const queue of [runner(), runner()]) {
        queue.register('shared', async (payload) => {
          const n = (payload as { n: number }).n;
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await sleep(5);
        });
        await queue.start();
      }
      const producer = runners[0];
      if (!producer) {
        throw new Error('no runner');
      }
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, n) => producer.enqueue('shared', { n })),
      );
      for (const id of ids) {
        await completed(producer, 'shared', id);
      }
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, n) => n),
      );
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    });

    it('refuses bad queue names, attempts and a second handler for a queue', async () => {
      const queue = runner();
      await expect(queue.enqueue('has space', {})).rejects.toThrow(/queue name/);
      await expect(queue.enqueue('has:colon', {})).rejects.toThrow(/queue name/);
      await expect(queue.enqueue('ok', {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
      queue.register('once', async () => undefined);
      expect(() => {
        queue.register('once', async () => undefined);
      }).toThrow(/already/);
    });

    it('answers undefined for a job it does not know', async () => {
      expect(await runner().status('anything', '00000000-0000-4000-8000-000000000000')).toBe(
        undefined,
      );
    });
  });
}
