import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../src/platform/jobs/job-queue.ts';
import type { JobQueueFixture } from './job-queue.contract.ts';

/** What the metrics read of every job queue adapter: due jobs not yet taken, per queue. */
export function describeJobBacklogContract(
  adapter: string,
  setup: () => Promise<JobQueueFixture>,
): void {
  describe(`job backlog: ${adapter}`, () => {
    let fixture: JobQueueFixture;
    let queue: JobQueue;
    beforeEach(async () => {
      fixture = await setup();
      queue = fixture.createQueue();
    });
    afterEach(async () => {
      await queue.stop();
      await fixture.cleanup();
    });

    it('counts the due jobs of each queue and the age of the oldest, not the delayed ones', async () => {
      // Not started: nothing takes the jobs, as when every runner is busy.
      queue.register('idle-queue', async () => undefined);
      await queue.enqueue('backlog-queue', { n: 1 });
      await fixture.elapse(300);
      await queue.enqueue('backlog-queue', { n: 2 });
      await queue.enqueue('backlog-queue', { n: 3 }, { runAt: new Date(Date.now() + 3_600_000) });

      const backlog = await queue.backlog();
      const waiting = backlog.find((entry) => entry.queue === 'backlog-queue');
      expect(waiting?.waiting).toBe(2);
      expect(waiting?.oldestWaitingMs).toBeGreaterThanOrEqual(250);
      expect(waiting?.oldestWaitingMs).toBeLessThan(60_000);
      // A queue this runner serves reads 0 rather than being left out.
      expect(backlog).toContainEqual({ queue: 'idle-queue', waiting: 0, oldestWaitingMs: 0 });
    });
  });
}
