import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Order dates (the storage period restarts with each order) and first-seen dates. */
export const photoDeletionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photo_deletion_order_dates')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('customer_id', 'text', (col) => col.notNull())
      .addColumn('ordered_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('photo_deletion_order_dates_customer_idx')
      .on('photo_deletion_order_dates')
      .columns(['customer_id', 'ordered_at'])
      .execute();
    await db.schema
      .createTable('photo_deletion_first_seen')
      .addColumn('customer_id', 'text', (col) => col.primaryKey())
      .addColumn('first_seen_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photo_deletion_first_seen').execute();
    await db.schema.dropTable('photo_deletion_order_dates').execute();
  },
};
