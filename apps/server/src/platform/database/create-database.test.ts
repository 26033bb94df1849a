import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../../../test/support/test-postgres.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { createDatabase } from './create-database.ts';
import { SQLITE_PAGE_SIZE } from './node-sqlite-database.ts';

const url = testPostgresUrl();
const dataDir = mkdtempSync(join(tmpdir(), 'my-account-db-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded SQLite database', () => {
  it('keeps its file under the data folder, in WAL mode, with foreign keys enforced', async () => {
    const database = createDatabase({ dataDir, sqliteFile: 'settings-check.sqlite' });
    try {
      expect(database.kind).toBe('sqlite');
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await database.destroy();
    }
  });

  it('makes a new file with 16 KiB pages and keeps the page size of an existing one', async () => {
    const fresh = createDatabase({ dataDir, sqliteFile: 'new-file.sqlite' });
    // A file made before (SQLite's default 4 KiB pages), with a row in it.
    const older = new DatabaseSync(join(dataDir, 'older-file.sqlite'));
    older.exec("CREATE TABLE kept (value TEXT); INSERT INTO kept VALUES ('still here')");
    older.close();
    const existing = createDatabase({ dataDir, sqliteFile: 'older-file.sqlite' });
    try {
      const pageSize = async (database: typeof fresh) =>
        (await sql<{ page_size: number }>`pragma page_size`.execute(database.db)).rows[0]
          ?.page_size;
      expect(await pageSize(fresh)).toBe(SQLITE_PAGE_SIZE);
      expect(await pageSize(existing)).toBe(4096);
      const kept = await sql<{ value: string }>`select value from kept`.execute(existing.db);
      expect(kept.rows).toEqual([{ value: 'still here' }]);
    } finally {
      await fresh.destroy();
      await existing.destroy();
    }
  });
});

// Registered only where CI (or a developer) gives a PostgreSQL server: never a skipped test.
if (url) {
  registerPostgresConnectionTests(url);
}

function registerPostgresConnectionTests(url: string): void {
  describe('PostgreSQL connections', () => {
    it('survive the server dropping an idle connection', async () => {
      const errors: Error[] = [];
      const database = createDatabase({
        databaseUrl: url,
        dataDir,
        onConnectionError: (error) => errors.push(error),
      });
      const admin = createDatabase({ databaseUrl: url, dataDir });
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          database.db,
        );
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(admin.db);
        await waitFor(() => (errors.length > 0 ? true : undefined), { what: 'the pool error' });
        // The pool opens a new connection for the next query.
        const { rows: after } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
        expect(after).toEqual([{ one: 1 }]);
      } finally {
        await admin.destroy();
        await database.destroy();
      }
    });
  });
}
