import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type MigratedDatabase } from '../../../test/support/migrated-database.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { createDatabaseJobQueue } from '../jobs/database-job-queue.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { CustomerDataDeleter } from './customer-data-deleter.ts';
import {
  CUSTOMER_DATA_DELETION_QUEUE,
  recordCustomerDataDeletion,
  runDeletionPass,
  type CustomerDataDeletionDeps,
} from './customer-data-deletion.ts';
import { resumeDeletions } from './customer-data-deletion-recovery.ts';
import type { DeletedCustomer } from './deleted-customer.ts';

const CONFIRMED = new Date('2026-03-01T10:00:00.000Z');
const FINAL_PASS = new Date('2026-03-01T10:06:00.000Z');
const customer: DeletedCustomer = {
  subject: 'sub-1',
  idpType: 'myaccount',
  idpSub: 'sub-1',
  customerId: 'customer-1',
  emails: ['ann@example.com'],
  confirmedAt: CONFIRMED.toISOString(),
};

for (const { name, open } of testDatabases()) {
  describe(`customer data deletion passes on ${name}`, () => {
    let migrated: MigratedDatabase;
    let jobs: JobQueue;
    let ran: string[];
    const deleter = (deleterName: string, fail?: () => boolean): CustomerDataDeleter => ({
      name: deleterName,
      tables: [],
      async deleteCustomerData(deleted) {
        expect(deleted).toEqual(customer);
        ran.push(deleterName);
        if (fail?.()) {
          throw new Error('store unavailable');
        }
      },
    });
    const depsAt = (now: Date, deleters: CustomerDataDeleter[]): CustomerDataDeletionDeps => ({
      db: migrated.database.db,
      jobs,
      logger: silentLogger(),
      deleters,
      now: () => now,
    });
    const deletionRows = () =>
      migrated.database.db.selectFrom('customer_data_deletions').selectAll().execute();
    const queuedJobs = () =>
      migrated.database.db
        .selectFrom('jobs')
        .select(['payload', 'run_at', 'status'])
        .where('queue', '=', CUSTOMER_DATA_DELETION_QUEUE)
        .orderBy('created_at')
        .execute();

    beforeEach(async () => {
      migrated = await open();
      // Never started: the tests run the passes themselves and look at what was queued.
      jobs = createDatabaseJobQueue({
        db: migrated.database.db,
        logger: silentLogger(),
        concurrency: 1,
        retryDelayMs: 10,
      });
      ran = [];
    });
    afterEach(async () => {
      await migrated.destroy();
    });

    it('runs every deleter in order, queues the final pass for the last token expiry, then forgets the customer', async () => {
      const deleters = [deleter('photos'), deleter('customer'), deleter('identity')];
      const id = await recordCustomerDataDeletion(migrated.database.db, customer, FINAL_PASS);

      expect(await runDeletionPass(depsAt(CONFIRMED, deleters), id)).toBe('final-pass-queued');
      expect(ran).toEqual(['photos', 'customer', 'identity']);
      const [finalPass] = await queuedJobs();
      expect(finalPass).toMatchObject({ status: 'pending', run_at: FINAL_PASS.toISOString() });
      // The job record names the deletion, not the customer: job records outlive it by days.
      expect(JSON.parse(finalPass?.payload ?? '')).toEqual({ deletionId: id });
      expect(await deletionRows()).toHaveLength(1);

      expect(await runDeletionPass(depsAt(FINAL_PASS, deleters), id)).toBe('finished');
      expect(ran).toHaveLength(6);
      expect(await deletionRows()).toEqual([]);
      expect(await runDeletionPass(depsAt(FINAL_PASS, deleters), id)).toBe('unknown');
      expect(ran).toHaveLength(6);
    });

    it('fails a pass with the name of the deleter that failed; the next pass runs them all again', async () => {
      let failures = 1;
      const deleters = [
        deleter('photos'),
        deleter('exports', () => failures-- > 0),
        deleter('identity'),
      ];
      const id = await recordCustomerDataDeletion(migrated.database.db, customer, FINAL_PASS);
      await expect(runDeletionPass(depsAt(FINAL_PASS, deleters), id)).rejects.toThrow(
        'Deleting the exports data failed',
      );
      expect(ran).toEqual(['photos', 'exports']);
      expect(await deletionRows()).toHaveLength(1);

      expect(await runDeletionPass(depsAt(FINAL_PASS, deleters), id)).toBe('finished');
      expect(ran).toEqual(['photos', 'exports', 'photos', 'exports', 'identity']);
    });

    it('recovery queues a pass for a deletion whose job was never queued, and none for one with a pending job', async () => {
      const lost = await recordCustomerDataDeletion(migrated.database.db, customer, FINAL_PASS);
      const queuedOnce = { db: migrated.database.db, jobs, logger: silentLogger() };
      expect(await resumeDeletions(queuedOnce, undefined)).toBe(1);
      expect(await resumeDeletions(queuedOnce, undefined)).toBe(0);
      const [pass] = await queuedJobs();
      expect(JSON.parse(pass?.payload ?? '')).toEqual({ deletionId: lost });
      const [row] = await deletionRows();
      expect(row?.job_id).not.toBeNull();
    });
  });
}
