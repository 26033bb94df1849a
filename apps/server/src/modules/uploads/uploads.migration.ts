import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The files of past orders and projects (the uploads service). */
export const uploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads_files')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text')
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('byte_size', 'integer', (col) => col.notNull())
      .addColumn('content_hash', 'text', (col) => col.notNull())
      .addColumn('blob_key', 'text', (col) => col.notNull())
      .addColumn('origin', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // The import lists one customer's uploads in order.
    await db.schema
      .createIndex('uploads_files_account_idx')
      .on('uploads_files')
      .columns(['account_id', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('uploads_files').execute();
  },
};
