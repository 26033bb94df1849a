import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp, type App } from '../src/app.ts';
import { loadSettings, type AppSettings } from '../src/config/env.ts';
import { createDatabase, type DatabaseHandle } from '../src/platform/database/create-database.ts';
import { migrateToLatest } from '../src/platform/database/migrate.ts';

export interface TestApp {
  app: App;
  settings: AppSettings;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A real app on a real database: a temporary SQLite file, or the PostgreSQL database named by
 * TEST_DATABASE_URL (each test app gets its own schema there, dropped afterwards).
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'my-account-test-'));
  const settings = loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...env,
  });
  const { database, dropSchema } = await createTestDatabase(dataDir);
  await migrateToLatest(database.db);
  const app = await buildApp({ settings, database });
  await app.ready();
  return {
    app,
    settings,
    database,
    async close() {
      await app.close();
      await dropSchema();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createTestDatabase(
  dataDir: string,
): Promise<{ database: DatabaseHandle; dropSchema: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return { database: createDatabase({ dataDir }), dropSchema: () => Promise.resolve() };
  }
  const schema = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createDatabase({ databaseUrl: url, dataDir });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.destroy();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = createDatabase({ databaseUrl: scoped.toString(), dataDir });
  return {
    database,
    async dropSchema() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
    },
  };
}
