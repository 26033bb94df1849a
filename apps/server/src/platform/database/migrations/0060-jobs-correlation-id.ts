import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The correlation id of the request that queued a job, for the job's log lines (decision 0281).
 * 0060: main's 0059 (photo upload order) came first, and migrations run in name order.
 */
export const jobsCorrelationIdMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('correlation_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('correlation_id').execute();
  },
};
