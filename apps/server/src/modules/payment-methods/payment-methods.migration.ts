import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The payment method the shop recorded at each customer's last checkout. */
export const paymentMethodsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_methods')
      .addColumn('customer_id', 'text', (col) => col.primaryKey())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('card_brand', 'text')
      .addColumn('card_last4', 'text')
      .addColumn('card_expiry_month', 'integer')
      .addColumn('card_expiry_year', 'integer')
      .addColumn('token_reference', 'text')
      .addColumn('recorded_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_methods').execute();
  },
};
