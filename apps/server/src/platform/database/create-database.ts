import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite-database.ts';
import { createSqliteReader } from './sqlite-reader.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The embedded database's file in DATA_DIR (the backup and restore commands name it too). */
export const SQLITE_FILE = 'my-account.sqlite';

/**
 * Runs a read-only query where it does not hold up other requests: on SQLite in a reader thread
 * (`sqlite-reader.ts`), on PostgreSQL through the pool, as any query. Outside transactions only:
 * it does not see what an open transaction has not committed.
 */
export type ReadRows = <Row>(query: CompiledQuery<Row>) => Promise<Row[]>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  readRows: ReadRows;
  /**
   * Makes `readRows` ready now: a server calls it before it listens, so that its first customers
   * do not wait while the SQLite reader's thread starts (~50 ms). Otherwise it starts on first use.
   */
  openReads(): Promise<void>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir (tests use their own). */
  sqliteFile?: string;
  /**
   * PostgreSQL: an idle connection the server dropped (restart, failover). The pool replaces
   * it; without a listener, node-postgres would throw the error and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => {
      (options.onConnectionError ?? console.error)(error);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const readRows: ReadRows = async (query) => (await db.executeQuery(query)).rows;
    return {
      db,
      kind: 'postgres',
      readRows,
      openReads: () => Promise.resolve(),
      destroy: () => db.destroy(),
    };
  }
  const dir = resolve(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, options.sqliteFile ?? SQLITE_FILE);
  const sqlite = openNodeSqlite(path);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const reader = createSqliteReader(path);
  return {
    db,
    kind: 'sqlite',
    readRows: (query) => reader.all(query),
    openReads: () => reader.open(),
    async destroy() {
      await reader.close();
      await db.destroy();
    },
  };
}
