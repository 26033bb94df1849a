import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type MigratedDatabase } from '../../../test/support/migrated-database.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { createDatabaseJobQueue } from './database-job-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { claimJob } from './jobs.repository.ts';

for (const { name, open } of testDatabases()) {
  describe(`database job runner leases on ${name}`, () => {
    let migrated: MigratedDatabase;
    const runners: JobQueue[] = [];
    const runner = (): JobQueue => {
      const queue = createDatabaseJobQueue({
        db: migrated.database.db,
        logger: silentLogger(),
        concurrency: 2,
        retryDelayMs: 10,
        pollIntervalMs: 20,
        leaseMs: 300,
      });
      runners.push(queue);
      return queue;
    };
    beforeEach(async () => {
      migrated = await open();
    });
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((queue) => queue.stop()));
      await migrated.destroy();
    });

    /** Claims the job as a runner would, then "crashes": the lease is never renewed. */
    const claimAndCrash = async (id: string): Promise<void> => {
      const now = new Date();
      const claimed = await claimJob(
        migrated.database.db,
        id,
        'crashed-runner',
        now,
        new Date(now.getTime() + 100),
      );
      expect(claimed?.status).toBe('running');
    };

    it('takes up a job whose runner died once the lease runs out', async () => {
      const queue = runner();
      const id = await queue.enqueue('zips', { n: 1 }, { maxAttempts: 3 });
      await claimAndCrash(id);
      const attempts: number[] = [];
      queue.register('zips', async (_payload, job) => {
        attempts.push(job.attempt);
      });
      await queue.start();
      const status = await waitFor(async () => {
        const current = await queue.status('zips', id);
        return current?.state === 'completed' ? current : undefined;
      });
      expect(attempts).toEqual([2]);
      expect(status.attempts).toBe(2);
    });

    it('marks a job failed when its runner died during the last attempt', async () => {
      const queue = runner();
      const id = await queue.enqueue('zips', {}, { maxAttempts: 1 });
      await claimAndCrash(id);
      let ran = false;
      queue.register('zips', async () => {
        ran = true;
      });
      await queue.start();
      const status = await waitFor(async () => {
        const current = await queue.status('zips', id);
        return current?.state === 'failed' ? current : undefined;
      });
      expect(status.lastError).toMatch(/runner stopped/);
      expect(ran).toBe(false);
    });

    it('keeps the lease of a job running longer than the lease alive', async () => {
      const first = runner();
      const second = runner();
      let runs = 0;
      for (const queue of [first, second]) {
        queue.register('long', async () => {
          runs++;
          // Three lease lengths: without the heartbeat the other runner would take it too.
          await new Promise((resolve) => setTimeout(resolve, 900));
        });
      }
      const id = await first.enqueue('long', {});
      await first.start();
      await second.start();
      await waitFor(async () =>
        (await first.status('long', id))?.state === 'completed' ? true : undefined,
      );
      expect(runs).toBe(1);
    });
  });
}
