import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Tables of the platform ports: the database job runner and the mail outbox.
 * Text ids and ISO-8601 UTC text timestamps keep one migration valid on SQLite and PostgreSQL;
 * ISO strings of one length sort like the instants they name, so `run_at <= now` works on both.
 */
export const platformMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('queue', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (col) => col.notNull())
      .addColumn('run_at', 'text', (col) => col.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('jobs_claimable_idx')
      .on('jobs')
      .columns(['status', 'run_at'])
      .execute();
    await db.schema
      .createIndex('jobs_lease_idx')
      .on('jobs')
      .columns(['status', 'locked_until'])
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('from_address', 'text', (col) => col.notNull())
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('mail_outbox_created_at_idx')
      .on('mail_outbox')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_outbox').execute();
    await db.schema.dropTable('jobs').execute();
  },
};
