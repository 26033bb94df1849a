import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The voucher campaigns the offers route answers from (decision 0215). */
export const vouchersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vouchers_campaigns')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('discount_type', 'text', (col) => col.notNull())
      .addColumn('discount_value', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text')
      .addColumn('valid_from', 'text', (col) => col.notNull())
      .addColumn('valid_until', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('vouchers_campaigns').execute();
  },
};
