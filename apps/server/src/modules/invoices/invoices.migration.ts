import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Invoices: numbers are stored so an order's invoice keeps its number (decision 0217). */
export const invoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoices_invoices')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_code', 'text', (col) => col.notNull().unique())
      .addColumn('customer_id', 'text')
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('invoices_invoices_customer')
      .on('invoices_invoices')
      .column('customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoices_invoices').execute();
  },
};
