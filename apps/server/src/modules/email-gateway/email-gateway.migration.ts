import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Newsletter subscriptions (one per customer) and the unsubscribe links' signing secret. */
export const emailGatewayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_gateway_subscriptions')
      .addColumn('subject', 'text', (col) => col.primaryKey())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.unique())
      .addColumn('token_expires_at', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // The unsubscribe link names the address, not the customer.
    await db.schema
      .createIndex('email_gateway_subscriptions_email_idx')
      .on('email_gateway_subscriptions')
      .column('email')
      .execute();
    await db.schema
      .createTable('email_gateway_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_gateway_keys').execute();
    await db.schema.dropTable('email_gateway_subscriptions').execute();
  },
};
