import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite-database.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The embedded database's file in DATA_DIR (the backup and restore commands name it too). */
export const SQLITE_FILE = 'my-account.sqlite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
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
    return { db, kind: 'postgres', destroy: () => db.destroy() };
  }
  const dir = resolve(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const sqlite = openNodeSqlite(join(dir, options.sqliteFile ?? SQLITE_FILE));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', destroy: () => db.destroy() };
}
