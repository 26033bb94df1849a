import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Pages of 16 KiB rather than SQLite's 4 KiB: a month page read from a cold disk touches about
 * half as many pages of the covering index (fewer levels, more photos per leaf), and each read
 * blocks the event loop (decision 0297).
 */
export const SQLITE_PAGE_SIZE = 16_384;

/**
 * Adapts Node's built-in `node:sqlite` to the better-sqlite3-shaped interface Kysely's
 * SqliteDialect expects, so the embedded default needs no native module build.
 */
export function openNodeSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  // Only a new, empty file takes it; an existing one keeps the size it was made with.
  raw.exec(`PRAGMA page_size = ${String(SQLITE_PAGE_SIZE)}`);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA busy_timeout = 5000');
  // Re-preparing the same SQL cost ~6 % of a month page's CPU. Reusing a statement is safe
  // because Kysely's SQLite driver runs one query at a time on this connection.
  const statements = new Map<string, SqliteStatement>();
  return {
    raw,
    close: () => {
      raw.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = wrapStatement(raw.prepare(sql));
        if (statements.size >= 500) {
          statements.clear();
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** A value as `node:sqlite` binds it (booleans as 0 and 1, dates as ISO text). */
export function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) {
    return null;
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  throw new TypeError(`Cannot bind a ${typeof value} to SQLite`);
}

function wrapStatement(statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlite);
  return {
    reader,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => {
      const result = statement.run(...bind(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}
