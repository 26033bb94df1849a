import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../platform/database/create-database.ts';
import { migrateTo, migrateToLatest } from '../../platform/database/migrate.ts';
import {
  createPostgresTestDatabase,
  type TestDatabase,
} from '../../../test/support/test-database.ts';
import { testPostgresUrl } from '../../../test/support/test-postgres.ts';

/** An empty database, not migrated, on SQLite and (when configured) PostgreSQL. */
function emptyDatabases(): { name: string; open: (dataDir: string) => Promise<TestDatabase> }[] {
  const url = testPostgresUrl();
  return [
    {
      name: 'sqlite',
      open: (dataDir) => {
        const database = createDatabase({ dataDir });
        return Promise.resolve({ database, destroy: () => database.destroy() });
      },
    },
    ...(url
      ? [{ name: 'postgres', open: (dataDir: string) => createPostgresTestDatabase(url, dataDir) }]
      : []),
  ];
}

describe.each(emptyDatabases())('0030-identity-changes on $name', ({ open }) => {
  it('names the account of the provider records made before it, so they can be ended', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'my-account-migration-'));
    const test = await open(dataDir);
    try {
      const { db } = test.database;
      await migrateTo(db, '0013-photo-blob-removals');
      const row = (kind: string, id: string, payload: unknown) => ({
        kind,
        id,
        payload: JSON.stringify(payload),
        grant_id: null,
        user_code: null,
        uid: null,
        expires_at: null,
        consumed_at: null,
      });
      await db
        .insertInto('identity_oidc_payloads')
        .values([
          row('Session', 's1', { accountId: 'account-1', uid: 'u1' }),
          row('Grant', 'g1', { accountId: 'account-1', clientId: 'web' }),
          row('Interaction', 'i1', { params: {} }),
          row('Broken', 'b1', 'not an object'),
        ])
        .execute();

      await migrateToLatest(db);
      const accounts = await db
        .selectFrom('identity_oidc_payloads')
        .select(['id', 'account_id'])
        .orderBy('id')
        .execute();
      expect(accounts).toEqual([
        { id: 'b1', account_id: null },
        { id: 'g1', account_id: 'account-1' },
        { id: 'i1', account_id: null },
        { id: 's1', account_id: 'account-1' },
      ]);
    } finally {
      await test.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
