import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Photo selections handed to the prints editor; they expire. */
export const tempSelectionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('temp_selections')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('photo_ids', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    // Expired selections are swept by this index.
    await db.schema
      .createIndex('temp_selections_expires_idx')
      .on('temp_selections')
      .columns(['expires_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('temp_selections').execute();
  },
};
