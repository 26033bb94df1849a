// The thread of the SQLite reader (sqlite-reader.ts): runs read-only statements on its own
// connection to the database file, so a read that waits on the disk blocks this thread, not the
// server's event loop.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

export interface SqliteReadRequest {
  id: number;
  sql: string;
  parameters: SQLInputValue[];
}

export type SqliteReadAnswer = { id: number; rows: unknown[] } | { id: number; error: string };

/** The statements run, by SQL, as the server's connection keeps them. */
const MAX_STATEMENTS = 100;

const { path } = workerData as { path: string };
// Read-only: this connection can never write, whatever SQL it is handed.
const db = new DatabaseSync(path, { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000');
const statements = new Map<string, StatementSync>();

function statementFor(sql: string): StatementSync {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) {
      statements.clear();
    }
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

parentPort?.on('message', (request: SqliteReadRequest) => {
  let answer: SqliteReadAnswer;
  try {
    answer = { id: request.id, rows: statementFor(request.sql).all(...request.parameters) };
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
