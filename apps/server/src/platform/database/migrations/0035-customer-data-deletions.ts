import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Confirmed account deletions still to be carried out (platform/customer-data). */
export const customerDataDeletionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customer_data_deletions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('idp_type', 'text', (col) => col.notNull())
      .addColumn('idp_sub', 'text', (col) => col.notNull())
      .addColumn('customer_id', 'text')
      .addColumn('emails', 'text', (col) => col.notNull())
      .addColumn('confirmed_at', 'text', (col) => col.notNull())
      .addColumn('final_pass_at', 'text', (col) => col.notNull())
      .addColumn('job_id', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('customer_data_deletions').execute();
  },
};
