import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext, JobQueue } from '../../src/platform/jobs/job-queue.ts';
import { waitFor } from '../support/wait-for.ts';

export interface JobQueueFixture {
  /** A new runner on the same store each call: two calls are two servers, or one restarted. */
  createQueue(): JobQueue;
  /** The first retry delay the runners were given. */
  retryDelayMs: number;
  /**
   * Lets this much time pass for the runners: a fake clock's step where the adapter takes its time
   * from Date, real waiting where its schedule lives elsewhere (BullMQ's in Redis).
   */
  elapse(ms: number): Promise<void>;
  cleanup(): Promise<void>;
}

/** Whether a payload is the marker `caughtUp` enqueues. */
const isMarker = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && 'marker' in payload;

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

    /**
     * Runs a marker job, due now, through the queue: once it is done, the runner has taken
     * whatever else of that queue was due (the longest due first), so a test can check what did
     * not run without waiting on the wall clock.
     */
    const caughtUp = async (queue: JobQueue, name: string): Promise<void> => {
      await completed(queue, name, await queue.enqueue(name, { marker: true }));
    };

    /** Resolves once `count` is reached, polling the handler's own record. */
    const attemptsMade = (attempts: readonly unknown[], count: number) =>
      waitFor(() => (attempts.length >= count ? true : undefined), {
        what: `attempt ${count}`,
      });

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
      await attemptsMade(attempts, 1);
      await fixture.elapse(fixture.retryDelayMs);
      await attemptsMade(attempts, 2);
      await fixture.elapse(fixture.retryDelayMs * 2);
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
      queue.register('doomed', async (payload) => {
        if (isMarker(payload)) {
          return;
        }
        calls++;
        throw new Error(`broken ${calls}`);
      });
      await queue.start();
      const id = await queue.enqueue('doomed', { x: 1 }, { maxAttempts: 2 });
      await waitFor(() => (calls > 0 ? true : undefined), { what: 'the first attempt' });
      await fixture.elapse(fixture.retryDelayMs);
      const status = await completed(queue, 'doomed', id);
      expect(status).toMatchObject({ state: 'failed', attempts: 2, lastError: 'broken 2' });
      // Past when a third attempt would have been due: it never comes.
      await fixture.elapse(fixture.retryDelayMs * 4);
      await caughtUp(queue, 'doomed');
      expect(calls).toBe(2);
    });

    it('does not start a job before its runAt', async () => {
      const queue = runner();
      const ranAt: number[] = [];
      queue.register('later', async (payload) => {
        if (!isMarker(payload)) {
          ranAt.push(Date.now());
        }
      });
      await queue.start();
      // Long enough for the marker to pass through a real-time adapter on a busy machine.
      const delayMs = 1_000;
      const runAt = new Date(Date.now() + delayMs);
      const id = await queue.enqueue('later', {}, { runAt });
      await caughtUp(queue, 'later');
      expect(ranAt).toEqual([]);
      expect(await queue.status('later', id)).toMatchObject({ state: 'pending', attempts: 0 });
      await fixture.elapse(delayMs);
      await completed(queue, 'later', id);
      expect(ranAt[0]).toBeGreaterThanOrEqual(runAt.getTime() - 5);
    });

    it('waits in stop() for the handlers that are running', async () => {
      const queue = runner();
      let started = false;
      let finished = false;
      const release = Promise.withResolvers<undefined>();
      queue.register('slow', async () => {
        started = true;
        await release.promise;
        finished = true;
      });
      await queue.start();
      const id = await queue.enqueue('slow', {});
      await waitFor(() => (started ? true : undefined), { what: 'the slow job to start' });
      let stopped = false;
      const stopping = queue.stop().then(() => {
        stopped = true;
      });
      try {
        await fixture.elapse(100);
        expect(stopped).toBe(false);
      } finally {
        release.resolve(undefined);
      }
      await stopping;
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
          // Yield, so that the runners take turns while jobs are still waiting.
          await new Promise((resolve) => setImmediate(resolve));
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

    it('removes the jobs that mention a value or a fragment; running ones stay and are counted', async () => {
      const queue = runner();
      const release = Promise.withResolvers<undefined>();
      let held = false;
      queue.register('held', async () => {
        held = true;
        await release.promise;
      });
      await queue.start();
      const running = await queue.enqueue('held', { ownerId: 'customer-1' });
      await waitFor(() => (held ? true : undefined), { what: 'the held job to start' });
      // No handler for 'idle' here: its jobs stay pending.
      const byValue = await queue.enqueue('idle', { photos: [{ ownerId: 'customer-1' }] });
      const byFragment = await queue.enqueue('idle', { prefixes: ['photos/0123abcd/p1/'] });
      const lookalike = await queue.enqueue('idle', { ownerId: 'customer-12' });
      const other = await queue.enqueue('idle', { ownerId: 'customer-2' });
      try {
        expect(
          await queue.removeJobsMentioning({ values: ['customer-1'], fragments: ['0123abcd'] }),
        ).toEqual({ removed: 2, running: 1 });
        expect(await queue.status('idle', byValue)).toBeUndefined();
        expect(await queue.status('idle', byFragment)).toBeUndefined();
        expect(await queue.status('idle', lookalike)).toMatchObject({ state: 'pending' });
        expect(await queue.status('idle', other)).toMatchObject({ state: 'pending' });
      } finally {
        release.resolve(undefined);
      }
      await completed(queue, 'held', running);
      // Finished, it goes like any other.
      expect(await queue.removeJobsMentioning({ values: ['customer-1'] })).toEqual({
        removed: 1,
        running: 0,
      });
      expect(await queue.status('held', running)).toBeUndefined();
    });

    it('removes by an address only the jobs enqueued before the instant given', async () => {
      const queue = runner();
      const earlier = await queue.enqueue('idle', { to: 'ann@example.com' });
      await fixture.elapse(20);
      const before = new Date();
      await fixture.elapse(20);
      const later = await queue.enqueue('idle', { to: 'ann@example.com' });
      expect(
        await queue.removeJobsMentioning({ values: ['ann@example.com'], enqueuedBefore: before }),
      ).toEqual({ removed: 1, running: 0 });
      expect(await queue.status('idle', earlier)).toBeUndefined();
      expect(await queue.status('idle', later)).toMatchObject({ state: 'pending' });
    });

    it('answers undefined for a job it does not know', async () => {
      expect(await runner().status('anything', '00000000-0000-4000-8000-000000000000')).toBe(
        undefined,
      );
    });
  });
}
