import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  type DatabaseHandle,
} from '../../src/platform/database/create-database.ts';
import { migrateToLatest } from '../../src/platform/database/migrate.ts';
import { createPostgresTestDatabase } from './test-database.ts';
import { testPostgresUrl } from './test-postgres.ts';

export interface MigratedDatabase {
  database: DatabaseHandle;
  destroy(): Promise<void>;
}

/** A migrated SQLite database in a temporary folder. */
export async function migratedSqlite(): Promise<MigratedDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-db-'));
  const database = createDatabase({ dataDir });
  await migrateToLatest(database.db);
  return {
    database,
    async destroy() {
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migrated fresh schema of the PostgreSQL database at url, dropped on destroy. */
export async function migratedPostgres(url: string): Promise<MigratedDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-db-'));
  const test = await createPostgresTestDatabase(url, dataDir);
  await migrateToLatest(test.database.db);
  return {
    database: test.database,
    async destroy() {
      await test.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The databases every database-backed port is tested on: SQLite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it).
 */
export function testDatabases(): { name: string; open: () => Promise<MigratedDatabase> }[] {
  const url = testPostgresUrl();
  return [
    { name: 'sqlite', open: migratedSqlite },
    ...(url ? [{ name: 'postgres', open: () => migratedPostgres(url) }] : []),
  ];
}
