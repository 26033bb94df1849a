import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * E-mail changes and password resets (their tokens, stored hashed), and the account of each
 * OpenID provider record, so that an account's sessions, grants and tokens can be ended at once.
 */
export const identityChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('identity_oidc_payloads').addColumn('account_id', 'text').execute();
    await db.schema
      .createIndex('identity_oidc_payloads_account_id_idx')
      .on('identity_oidc_payloads')
      .column('account_id')
      .execute();
    // Records from before this migration: their JSON already names the account.
    const rows = await sql<{ kind: string; id: string; payload: string }>`
      select kind, id, payload from identity_oidc_payloads`.execute(db);
    for (const row of rows.rows) {
      const accountId = accountIdOf(row.payload);
      if (accountId !== undefined) {
        await sql`update identity_oidc_payloads set account_id = ${accountId}
          where kind = ${row.kind} and id = ${row.id}`.execute(db);
      }
    }

    await db.schema
      .createTable('identity_email_changes')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull())
      .addColumn('new_email', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('identity_email_changes_account_id_idx')
      .on('identity_email_changes')
      .column('account_id')
      .execute();

    await db.schema
      .createTable('identity_password_resets')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull())
      .addColumn('return_origin', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('identity_password_resets_account_id_idx')
      .on('identity_password_resets')
      .column('account_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('identity_password_resets').execute();
    await db.schema.dropTable('identity_email_changes').execute();
    await db.schema.dropIndex('identity_oidc_payloads_account_id_idx').execute();
    await db.schema.alterTable('identity_oidc_payloads').dropColumn('account_id').execute();
  },
};

function accountIdOf(payload: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed === 'object' && parsed !== null && 'accountId' in parsed) {
      return typeof parsed.accountId === 'string' ? parsed.accountId : undefined;
    }
  } catch {
    // A record that is not JSON names no account.
  }
  return undefined;
}
