import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Confirmation tokens of account deletion requests. */
export const accountDeletionTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identity_account_deletion_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('idp_type', 'text', (col) => col.notNull())
      .addColumn('idp_sub', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('identity_account_deletion_tokens_subject_idx')
      .on('identity_account_deletion_tokens')
      .column('subject')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('identity_account_deletion_tokens').execute();
  },
};
