import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Keyset paging by the "uploaded" sort (decision 0284): a month page and the flat list walk
 * these in order, as they do the date-taken and created indexes.
 */
export const photoUploadOrderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('photo_management_photos_month_uploaded_idx')
      .on('photo_management_photos')
      .columns(['owner_id', 'month_bucket', 'upload_end', 'id'])
      .execute();
    await db.schema
      .createIndex('photo_management_photos_uploaded_idx')
      .on('photo_management_photos')
      .columns(['owner_id', 'upload_end', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('photo_management_photos_uploaded_idx').execute();
    await db.schema.dropIndex('photo_management_photos_month_uploaded_idx').execute();
  },
};
