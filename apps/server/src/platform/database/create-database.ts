import { createHash } from 'node:crypto';
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
 * Runs one of the few hottest read-only queries (a month page), where it costs least: on SQLite
 * in a reader thread (`sqlite-reader.ts`, decision 0305), on PostgreSQL as a named prepared
 * statement (decision 0306), so its SQL must come from a small set (`queryByShape`). Outside
 * transactions only: it does not see what an open transaction has not committed.
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
    // A named statement: each connection parses and plans it once, then only binds and runs it
    // (decision 0306). The name is the SQL's hash, so one name never meets two texts.
    const readRows: ReadRows = async <Row>(query: CompiledQuery<Row>) => {
      const { rows } = await pool.query({
        name: `read-${createHash('sha256').update(query.sql).digest('base64url').slice(0, 22)}`,
        text: query.sql,
        values: [...query.parameters],
      });
      // Kysely reads through this same pool, with the same type parsers: the query's rows.
      return rows as Row[];
    };
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
