import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Albums and their photos. Foreign keys with ON DELETE CASCADE take a photo out of every album
 * in the same statement that deletes it (single, batch or "delete all"), and an album's rows
 * with the album.
 */
export const albumsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('albums')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // The album list pages newest first on (created_at, id).
    await db.schema
      .createIndex('albums_owner_created_idx')
      .on('albums')
      .columns(['owner_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('albums_photos')
      .addColumn('album_id', 'text', (col) =>
        col.notNull().references('albums.id').onDelete('cascade'),
      )
      .addColumn('photo_id', 'text', (col) =>
        col.notNull().references('photo_management_photos.id').onDelete('cascade'),
      )
      .addColumn('photo_owner_id', 'text', (col) => col.notNull())
      .addColumn('added_at', 'text', (col) => col.notNull())
      .addColumn('photo_created_at', 'text', (col) => col.notNull())
      .addColumn('photo_taken_sort', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('albums_photos_pk', ['album_id', 'photo_id'])
      .execute();
    await db.schema
      .createIndex('albums_photos_created_idx')
      .on('albums_photos')
      .columns(['album_id', 'photo_created_at', 'photo_id'])
      .execute();
    await db.schema
      .createIndex('albums_photos_taken_idx')
      .on('albums_photos')
      .columns(['album_id', 'photo_taken_sort', 'photo_id'])
      .execute();
    await db.schema
      .createIndex('albums_photos_added_idx')
      .on('albums_photos')
      .columns(['album_id', 'added_at', 'photo_id'])
      .execute();
    // The cascade from a deleted photo looks its album rows up by photo.
    await db.schema
      .createIndex('albums_photos_photo_idx')
      .on('albums_photos')
      .columns(['photo_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('albums_photos').execute();
    await db.schema.dropTable('albums').execute();
  },
};
