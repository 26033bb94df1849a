import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Saved projects, listed per customer by when they were last edited (decision 0240). */
export const projectsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('projects_projects')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('customer_id', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('article_code', 'text', (col) => col.notNull())
      .addColumn('article_type', 'text', (col) => col.notNull())
      .addColumn('page_count', 'integer', (col) => col.notNull())
      .addColumn('cover_photo_id', 'text')
      .addColumn('cover_image_url', 'text')
      .addColumn('prints_selection', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_edited_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('projects_projects_customer')
      .on('projects_projects')
      .columns(['customer_id', 'last_edited_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('projects_projects').execute();
  },
};
