import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Accounts, the OpenID provider's state and its keys. */
export const identityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identity_accounts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('is_b2b', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('identity_oidc_payloads')
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('consumed_at', 'text')
      .addPrimaryKeyConstraint('identity_oidc_payloads_pk', ['kind', 'id'])
      .execute();
    for (const column of ['grant_id', 'uid', 'user_code', 'expires_at']) {
      await db.schema
        .createIndex(`identity_oidc_payloads_${column}_idx`)
        .on('identity_oidc_payloads')
        .column(column)
        .execute();
    }

    await db.schema
      .createTable('identity_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('identity_keys').execute();
    await db.schema.dropTable('identity_oidc_payloads').execute();
    await db.schema.dropTable('identity_accounts').execute();
  },
};
