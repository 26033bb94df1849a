import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Library activation status per customer (see ActivationsTable). */
export const activationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('activation_statuses')
      .addColumn('account_id', 'text', (col) => col.primaryKey())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('import_id', 'text')
      .addColumn('job_id', 'text')
      .addColumn('imported', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('activation_statuses').execute();
  },
};
