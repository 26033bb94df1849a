import { sql } from 'kysely';
import {
  createDatabase,
  type DatabaseHandle,
} from '../../src/platform/database/create-database.ts';
import { testPostgresUrl } from './test-postgres.ts';

export interface TestDatabase {
  database: DatabaseHandle;
  /** The PostgreSQL URL of the test's own schema (undefined for SQLite), for a server process. */
  url?: string;
  /** Drops what the test created and closes the connections. */
  destroy(): Promise<void>;
}

/**
 * A temporary SQLite file in dataDir, or, when TEST_DATABASE_URL is set, a fresh schema of this
 * worker's PostgreSQL database (dropped on destroy), so tests never see each other's rows.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const url = testPostgresUrl();
  if (!url) {
    const database = createDatabase({ dataDir });
    return { database, destroy: () => database.destroy() };
  }
  return createPostgresTestDatabase(url, dataDir);
}

export async function createPostgresTestDatabase(
  url: string,
  dataDir: string,
): Promise<TestDatabase> {
  const schema = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createDatabase({ databaseUrl: url, dataDir });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.destroy();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = createDatabase({ databaseUrl: scoped.toString(), dataDir });
  return {
    database,
    url: scoped.toString(),
    async destroy() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.destroy();
    },
  };
}
