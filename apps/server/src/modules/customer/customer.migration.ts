import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The customer records the customer API serves. */
export const customerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customer_customers')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('idp_type', 'text', (col) => col.notNull())
      .addColumn('idp_sub', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('is_b2b', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'text')
      .addColumn('account_deleted', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('ftp_callback_url', 'text')
      .addColumn('ftp_callback_format', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('customer_customers_identity_unique', ['idp_type', 'idp_sub'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('customer_customers').execute();
  },
};
