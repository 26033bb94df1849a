import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { toSqlite } from './node-sqlite-database.ts';
import type { SqliteReadAnswer, SqliteReadRequest } from './sqlite-read.worker.ts';

const WORKER_FILE = new URL('./sqlite-read.worker.ts', import.meta.url);

/** Runs read-only queries off the event loop; see `createSqliteReader`. */
export interface SqliteReader {
  all<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  /** Starts the thread and opens its connection now, rather than at the first read. */
  open(): Promise<void>;
  /** Ends the thread; reads still running reject. */
  close(): Promise<void>;
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/**
 * A thread with its own read-only connection to the SQLite file, for the hottest reads (a month
 * of the timeline). `node:sqlite` is synchronous: on the server's connection, a read that waits
 * for the disk (after a start, or when the library does not fit in the machine's page cache)
 * stops every other request meanwhile; here it waits on its own thread, and the rows are made
 * there too, on the machine's other core. WAL lets it read while the server's connection writes,
 * and each read sees what was committed before it began (decision 0305).
 *
 * One thread, one message each way per read. Piscina, which runs the HEIC decoders, was measured
 * here first: its per-task bookkeeping made the first round after a start slower, not faster.
 * A thread that dies fails the reads it had; the next read starts another.
 */
export function createSqliteReader(path: string): SqliteReader {
  let worker: Worker | undefined;
  let closed = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error): void => {
    for (const read of pending.values()) {
      read.reject(error);
    }
    pending.clear();
  };
  const started = (): Worker => {
    if (worker) {
      return worker;
    }
    const thread = new Worker(WORKER_FILE, { workerData: { path } });
    // An idle reader never keeps the process alive: a server's sockets do, and a script that is
    // done may end without closing its database.
    thread.unref();
    thread.on('message', (answer: SqliteReadAnswer) => {
      const read = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) {
        read?.reject(new Error(answer.error));
      } else {
        read?.resolve(answer.rows);
      }
    });
    thread.on('error', (error: unknown) => {
      failAll(error instanceof Error ? error : new Error(String(error)));
    });
    thread.on('exit', (code) => {
      if (worker === thread) {
        worker = undefined;
      }
      failAll(new Error(`The SQLite reader's thread ended (code ${String(code)})`));
    });
    worker = thread;
    return thread;
  };
  const run = (sql: string, parameters: readonly unknown[]): Promise<unknown[]> => {
    if (closed) {
      return Promise.reject(new Error('The SQLite reader is closed'));
    }
    const thread = started();
    const id = ++nextId;
    const request: SqliteReadRequest = { id, sql, parameters: parameters.map(toSqlite) };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage(request);
    });
  };

  return {
    async all<Row>(query: CompiledQuery<Row>): Promise<Row[]> {
      // The thread ran this query's SQL: its rows are the query's rows.
      return (await run(query.sql, query.parameters)) as Row[];
    },
    async open() {
      await run('SELECT 1', []);
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
      failAll(new Error('The SQLite reader is closed'));
    },
  };
}
