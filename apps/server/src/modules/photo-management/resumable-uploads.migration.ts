import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Resumable (tus) uploads in progress and their owners (decision 0268). */
export const photoResumableUploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photo_management_resumable_uploads')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // Account deletion finds an owner's uploads; the expiry sweep finds the old ones.
    await db.schema
      .createIndex('photo_management_resumable_uploads_owner_idx')
      .on('photo_management_resumable_uploads')
      .column('owner_id')
      .execute();
    await db.schema
      .createIndex('photo_management_resumable_uploads_created_idx')
      .on('photo_management_resumable_uploads')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photo_management_resumable_uploads').execute();
  },
};
