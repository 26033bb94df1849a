import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Which albums are shared (legacy) and who takes part; rows go with their album (cascade). */
export const sharedAlbumsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shared_albums')
      .addColumn('album_id', 'text', (col) =>
        col.primaryKey().references('albums.id').onDelete('cascade'),
      )
      .addColumn('owner_email', 'text', (col) => col.notNull())
      .addColumn('shared_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('shared_albums_participants')
      .addColumn('album_id', 'text', (col) =>
        col.notNull().references('shared_albums.album_id').onDelete('cascade'),
      )
      .addColumn('participant_id', 'text', (col) => col.notNull())
      .addColumn('user_id', 'text')
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('joined_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('shared_albums_participants_pk', ['album_id', 'participant_id'])
      .execute();
    // "Shared with me" pages by the participant.
    await db.schema
      .createIndex('shared_albums_participants_user_idx')
      .on('shared_albums_participants')
      .columns(['user_id', 'album_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('shared_albums_participants').execute();
    await db.schema.dropTable('shared_albums').execute();
  },
};
