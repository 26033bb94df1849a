import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Super orders, their products and status events. The list reads a customer's orders newest
 * first a page at a time, so (customer_id, created_at, code) is indexed: a customer with
 * thousands of orders costs one index range per page.
 */
export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders_super_orders')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('customer_id', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('granular_status', 'text')
      .addColumn('payment_status', 'text', (col) => col.notNull())
      .addColumn('payment_method', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('shipping_cost', 'integer', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('product_count', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('dispatched_at', 'text')
      .addColumn('tracking_url', 'text')
      .addColumn('delivery_type', 'text')
      .addColumn('pickup_point_name', 'text')
      .addColumn('address_first_name', 'text', (col) => col.notNull())
      .addColumn('address_last_name', 'text', (col) => col.notNull())
      .addColumn('address_company_name', 'text')
      .addColumn('address_street', 'text', (col) => col.notNull())
      .addColumn('address_house_number', 'text', (col) => col.notNull())
      .addColumn('address_addition', 'text')
      .addColumn('address_postal_code', 'text', (col) => col.notNull())
      .addColumn('address_city', 'text', (col) => col.notNull())
      .addColumn('address_country_code', 'text', (col) => col.notNull())
      .addColumn('address_phone_number', 'text')
      .execute();
    await db.schema
      .createIndex('orders_super_orders_customer_created')
      .on('orders_super_orders')
      .columns(['customer_id', 'created_at', 'code'])
      .execute();

    await db.schema
      .createTable('orders_products')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_code', 'text', (col) =>
        col.notNull().references('orders_super_orders.code').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('product_code', 'text', (col) => col.notNull())
      .addColumn('article_code', 'text', (col) => col.notNull())
      .addColumn('article_type', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull())
      .addColumn('voucher_code', 'text')
      .addColumn('discount', 'integer', (col) => col.notNull())
      .addColumn('photo_ids', 'text', (col) => col.notNull())
      .addColumn('photo_count', 'integer', (col) => col.notNull())
      .addColumn('project_id', 'text')
      .execute();
    await db.schema
      .createIndex('orders_products_order')
      .on('orders_products')
      .columns(['order_code', 'position'])
      .execute();

    await db.schema
      .createTable('orders_status_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_code', 'text', (col) =>
        col.notNull().references('orders_super_orders.code').onDelete('cascade'),
      )
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('orders_status_events_order')
      .on('orders_status_events')
      .columns(['order_code', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('orders_status_events').execute();
    await db.schema.dropTable('orders_products').execute();
    await db.schema.dropTable('orders_super_orders').execute();
  },
};
