import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Exports of whole libraries and their zip chunks. */
export const exportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('exports_backups')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('origin', 'text', (col) => col.notNull())
      .addColumn('job_id', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    // The sweep: backups past their expiry.
    await db.schema
      .createIndex('exports_backups_expires_idx')
      .on('exports_backups')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('exports_chunks')
      .addColumn('backup_id', 'text', (col) => col.notNull())
      .addColumn('iteration', 'integer', (col) => col.notNull())
      .addColumn('blob_key', 'text', (col) => col.notNull())
      .addColumn('size', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('exports_chunks_pk', ['backup_id', 'iteration'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('exports_chunks').execute();
    await db.schema.dropTable('exports_backups').execute();
  },
};
