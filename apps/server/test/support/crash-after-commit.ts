/**
 * Loaded into a server process with `--import` by tests that must kill it at one exact moment:
 * as soon as the first transaction (or lone statement) that deleted rows of the table named in
 * CRASH_AFTER_COMMIT_DELETING_FROM is committed, the process SIGKILLs itself, as a crash or an
 * out-of-memory kill would at that point. It watches the statements node:sqlite and
 * node-postgres run, so the server's own code stays as it is in production.
 */
import { StatementSync } from 'node:sqlite';
import pg from 'pg';

interface ConnectionState {
  inTransaction: boolean;
  deleted: boolean;
}

const table = process.env.CRASH_AFTER_COMMIT_DELETING_FROM;

/** Follows one connection's statements; true once its delete is committed. */
function committedDelete(state: ConnectionState, sql: string, deleteStart: string): boolean {
  const text = sql.trim().toLowerCase();
  if (text === 'begin' || text.startsWith('start transaction')) {
    state.inTransaction = true;
    return false;
  }
  if (text === 'rollback') {
    state.inTransaction = false;
    state.deleted = false;
    return false;
  }
  if (text === 'commit') {
    state.inTransaction = false;
  } else if (text.startsWith(deleteStart)) {
    state.deleted = true;
  }
  return state.deleted && !state.inTransaction;
}

function crash(): void {
  process.kill(process.pid, 'SIGKILL');
}

/** The prototype's own method, to call from its replacement. */
function methodOf(prototype: object, name: string): (...args: unknown[]) => unknown {
  const method: unknown = Reflect.get(prototype, name);
  if (typeof method !== 'function') {
    throw new Error(`No method ${name} to watch`);
  }
  return function (this: unknown, ...args: unknown[]): unknown {
    return Reflect.apply(method, this, args);
  };
}

function watchSqlite(deleteStart: string): void {
  // Kysely's SQLite dialect runs everything on one connection.
  const state: ConnectionState = { inTransaction: false, deleted: false };
  for (const method of ['run', 'all'] as const) {
    const original = methodOf(StatementSync.prototype, method);
    Object.defineProperty(StatementSync.prototype, method, {
      value: function (this: StatementSync, ...args: unknown[]): unknown {
        const result = original.apply(this, args);
        if (committedDelete(state, this.sourceSQL, deleteStart)) {
          crash();
        }
        return result;
      },
    });
  }
}

function watchPostgres(deleteStart: string): void {
  const states = new WeakMap<pg.Client, ConnectionState>();
  const original = methodOf(pg.Client.prototype, 'query');
  Object.defineProperty(pg.Client.prototype, 'query', {
    value: function (this: pg.Client, ...args: unknown[]): unknown {
      const result = original.apply(this, args);
      const sql = args[0];
      if (typeof sql !== 'string' || !(result instanceof Promise)) {
        return result;
      }
      const state = states.get(this) ?? { inTransaction: false, deleted: false };
      states.set(this, state);
      return result.then((value: unknown) => {
        if (committedDelete(state, sql, deleteStart)) {
          crash();
        }
        return value;
      });
    },
  });
}

if (table) {
  const deleteStart = `delete from "${table}"`;
  watchSqlite(deleteStart);
  watchPostgres(deleteStart);
}
