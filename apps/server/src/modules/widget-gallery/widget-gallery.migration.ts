import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Gallery entries of widgets and the orders blocked from the gallery (decision 0247). */
export const widgetGalleryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('widget_gallery_entries')
      .addColumn('widget_id', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('customer_id', 'text', (col) => col.notNull())
      .addColumn('product_code', 'text', (col) => col.notNull())
      .addColumn('category_ids', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('widget_gallery_entries_pk', ['widget_id', 'channel'])
      .execute();
    await db.schema
      .createIndex('widget_gallery_entries_customer')
      .on('widget_gallery_entries')
      .column('customer_id')
      .execute();
    await db.schema
      .createIndex('widget_gallery_entries_product')
      .on('widget_gallery_entries')
      .column('product_code')
      .execute();
    await db.schema
      .createTable('widget_gallery_blocked_orders')
      .addColumn('order_code', 'text', (col) => col.primaryKey())
      .addColumn('reason', 'text')
      .addColumn('blocked_by', 'text', (col) => col.notNull())
      .addColumn('blocked_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('widget_gallery_blocked_orders').execute();
    await db.schema.dropTable('widget_gallery_entries').execute();
  },
};
