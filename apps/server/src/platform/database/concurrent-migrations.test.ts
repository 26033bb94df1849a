import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresTestDatabase,
  createTestDatabase,
} from '../../../test/support/test-database.ts';
import { testPostgresUrl } from '../../../test/support/test-postgres.ts';
import { loadSettings } from '../../config/env.ts';
import { createAppContext } from '../create-app-context.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

const url = testPostgresUrl();

describe('an instance starting on a database another one migrated', () => {
  it('starts without running any migration again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'my-account-migrations-'));
    const test = await createTestDatabase(dataDir);
    try {
      const settings = loadSettings({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
      });
      const first = await createAppContext(settings, { database: test.database });
      await first.close();
      const recorded = await migrationRuns(test.database.db);
      const second = await createAppContext(settings, { database: test.database });
      await second.close();
      expect(await migrationRuns(test.database.db)).toEqual(recorded);
      expect(recorded.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
    } finally {
      await test.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Each recorded migration with when it ran. */
async function migrationRuns(db: Kysely<Database>): Promise<{ name: string; timestamp: string }[]> {
  const { rows } = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by name
  `.execute(db);
  return rows;
}

// PostgreSQL is what several instances share; SQLite is one process's file. Registered only
// where CI (or a developer) gives a PostgreSQL server: never a skipped test.
if (url) {
  registerConcurrentStartTests(url);
}

function registerConcurrentStartTests(url: string): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'my-account-migrations-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('instances starting together on a fresh PostgreSQL schema', () => {
    it('migrate it once: every start succeeds and each migration is recorded once', async () => {
      const schema = await createPostgresTestDatabase(url, dataDir);
      try {
        if (!schema.url) {
          throw new Error('A PostgreSQL test database has a URL');
        }
        const settings = loadSettings({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          DATABASE_URL: schema.url,
        });
        // Three instances, each with its own connection pool, as three processes would be.
        const started = await Promise.allSettled([
          createAppContext(settings),
          createAppContext(settings),
          createAppContext(settings),
        ]);
        const contexts = started.flatMap((result) =>
          result.status === 'fulfilled' ? [result.value] : [],
        );
        await Promise.all(contexts.map((ctx) => ctx.close()));
        expect(started.filter((result) => result.status === 'rejected')).toEqual([]);

        const { rows } = await sql<{ name: string; runs: string }>`
          select name, count(*) as runs from kysely_migration group by name
        `.execute(schema.database.db);
        expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
        expect(rows.every((row) => Number(row.runs) === 1)).toBe(true);
      } finally {
        await schema.destroy();
      }
    });
  });
}
