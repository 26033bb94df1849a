import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Photos, month counts, the per-owner library generation and the URL-signing key. */
export const photoManagementMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photo_management_photos')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('generation', 'integer', (col) => col.notNull())
      .addColumn('content_hash', 'text', (col) => col.notNull())
      .addColumn('upload_id', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('mime_type', 'text', (col) => col.notNull())
      .addColumn('byte_size', 'integer', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('date_taken', 'text')
      .addColumn('date_taken_offset', 'integer')
      .addColumn('month_bucket', 'integer', (col) => col.notNull())
      .addColumn('taken_sort', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('upload_end', 'text', (col) => col.notNull())
      .addColumn('blob_prefix', 'text', (col) => col.notNull())
      .addColumn('thumbnails', 'text', (col) => col.notNull())
      .addColumn('placeholder', 'text')
      .addUniqueConstraint('photo_management_photos_owner_hash_unique', [
        'owner_id',
        'content_hash',
      ])
      .execute();
    // Keyset paging: a month page (and the flat list by date taken) walks one of these in order.
    await db.schema
      .createIndex('photo_management_photos_taken_idx')
      .on('photo_management_photos')
      .columns(['owner_id', 'month_bucket', 'taken_sort', 'id'])
      .execute();
    await db.schema
      .createIndex('photo_management_photos_month_created_idx')
      .on('photo_management_photos')
      .columns(['owner_id', 'month_bucket', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('photo_management_photos_created_idx')
      .on('photo_management_photos')
      .columns(['owner_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('photo_management_photos_generation_idx')
      .on('photo_management_photos')
      .columns(['owner_id', 'generation'])
      .execute();

    await db.schema
      .createTable('photo_management_libraries')
      .addColumn('owner_id', 'text', (col) => col.primaryKey())
      .addColumn('generation', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('photo_management_month_counts')
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('month_bucket', 'integer', (col) => col.notNull())
      .addColumn('photo_count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('photo_management_month_counts_pk', ['owner_id', 'month_bucket'])
      .execute();

    await db.schema
      .createTable('photo_management_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photo_management_keys').execute();
    await db.schema.dropTable('photo_management_month_counts').execute();
    await db.schema.dropTable('photo_management_libraries').execute();
    await db.schema.dropTable('photo_management_photos').execute();
  },
};

/**
 * Removal intents: the blob folders of deleted photos, written in the transaction that deletes
 * their rows and cleared once the folders are gone (decision 0121).
 */
export const photoBlobRemovalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photo_management_blob_removals')
      .addColumn('prefix', 'text', (col) => col.primaryKey())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // The recovery pass takes the oldest first.
    await db.schema
      .createIndex('photo_management_blob_removals_created_idx')
      .on('photo_management_blob_removals')
      .columns(['created_at', 'prefix'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photo_management_blob_removals').execute();
  },
};
