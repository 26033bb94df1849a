import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, type MigratedDatabase } from '../../../test/support/migrated-database.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { createDatabaseJobQueue } from './database-job-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { claimJob, findJob } from './jobs.repository.ts';

const LEASE_MS = 300;

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
        leaseMs: LEASE_MS,
      });
      runners.push(queue);
      return queue;
    };
    beforeEach(async () => {
      migrated = await open();
      // Leases are instants from Date: a fake clock runs them out at once. The runners still
      // poll on real timers, against the real database.
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(async () => {
      vi.useRealTimers();
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
      vi.advanceTimersByTime(101);
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
      vi.advanceTimersByTime(101);
      await queue.start();
      const status = await waitFor(async () => {
        const current = await queue.status('zips', id);
        return current?.state === 'failed' ? current : undefined;
      });
      expect(status.lastError).toMatch(/runner stopped/);
      expect(ran).toBe(false);
    });

    it('keeps the lease of a job running longer than the lease alive', async () => {
      // The heartbeat is an interval: fake it too, so each beat comes when the test moves on.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      const first = runner();
      const second = runner();
      let runs = 0;
      const release = Promise.withResolvers<undefined>();
      for (const queue of [first, second]) {
        queue.register('long', async () => {
          runs++;
          await release.promise;
        });
      }
      const id = await first.enqueue('long', {});
      await first.start();
      await second.start();
      try {
        await waitFor(() => (runs > 0 ? true : undefined), { what: 'the job to start' });
        // Three lease lengths, a heartbeat at a time; the other runner keeps polling meanwhile.
        for (let beat = 1; beat <= 9; beat++) {
          vi.advanceTimersByTime(LEASE_MS / 3);
          const renewedTo = new Date(Date.now() + LEASE_MS).toISOString();
          await waitFor(
            async () => {
              const row = await findJob(migrated.database.db, 'long', id);
              return row?.locked_until && row.locked_until >= renewedTo ? true : undefined;
            },
            { what: `heartbeat ${beat} to renew the lease` },
          );
        }
      } finally {
        release.resolve(undefined);
      }
      await waitFor(async () =>
        (await first.status('long', id))?.state === 'completed' ? true : undefined,
      );
      expect(runs).toBe(1);
    });
  });
}
