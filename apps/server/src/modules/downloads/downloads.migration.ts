import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Download archives (keyed by owner and client-made id) and the URL-signing key. */
export const downloadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('downloads_archives')
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('name', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('photos', 'text', (col) => col.notNull())
      .addColumn('photo_count', 'integer', (col) => col.notNull())
      .addColumn('album_id', 'text')
      .addColumn('job_id', 'text')
      .addColumn('blob_key', 'text')
      .addColumn('size', 'bigint')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text')
      .addPrimaryKeyConstraint('downloads_archives_pk', ['owner_id', 'id'])
      .execute();
    // The downloads page: the customer's archives, newest first.
    await db.schema
      .createIndex('downloads_archives_owner_created_idx')
      .on('downloads_archives')
      .columns(['owner_id', 'created_at'])
      .execute();
    // The sweep: archives by state and expiry, whoever owns them.
    await db.schema
      .createIndex('downloads_archives_status_expires_idx')
      .on('downloads_archives')
      .columns(['status', 'expires_at'])
      .execute();
    // Signed archive URLs name the id only (never the owner).
    await db.schema
      .createIndex('downloads_archives_id_idx')
      .on('downloads_archives')
      .column('id')
      .execute();

    await db.schema
      .createTable('downloads_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('downloads_keys').execute();
    await db.schema.dropTable('downloads_archives').execute();
  },
};
