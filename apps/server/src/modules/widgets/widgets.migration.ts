import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Online photo books and their share links (decision 0245). */
export const widgetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('widgets_widgets')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('customer_id', 'text', (col) => col.notNull())
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('product_id', 'text', (col) => col.notNull().unique())
      .addColumn('product_code', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_shared_at', 'text')
      .execute();
    await db.schema
      .createIndex('widgets_widgets_customer')
      .on('widgets_widgets')
      .columns(['customer_id', 'product_code'])
      .execute();
    await db.schema
      .createTable('widgets_shares')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('widget_id', 'text', (col) => col.notNull())
      .addColumn('customer_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('widgets_shares_widget')
      .on('widgets_shares')
      .column('widget_id')
      .execute();
    await db.schema
      .createIndex('widgets_shares_customer')
      .on('widgets_shares')
      .column('customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('widgets_shares').execute();
    await db.schema.dropTable('widgets_widgets').execute();
  },
};
