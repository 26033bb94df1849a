import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { backup, DatabaseSync } from 'node:sqlite';

/**
 * Pages per backup step: all of them. SQLite restarts a stepwise backup whenever another
 * process writes between two steps, so under a steady stream of uploads a small step might
 * never finish; one step reads the whole database inside a single read transaction, which in
 * WAL mode blocks no writer.
 */
const ALL_PAGES = 2_147_483_647;

export interface SqliteSnapshot {
  bytes: number;
  sha256: string;
  /** Rows per table at the moment of the snapshot. */
  tables: Record<string, number>;
}

export class SnapshotError extends Error {}

/**
 * Copies the SQLite database at `sourcePath` to `targetPath` with SQLite's online backup API:
 * a consistent picture of one moment while the server keeps writing. The copy is checked
 * (`integrity_check`) and left as one self-contained file (rollback journal, no -wal/-shm);
 * the server turns WAL back on when it opens it.
 */
export async function snapshotSqlite(
  sourcePath: string,
  targetPath: string,
): Promise<SqliteSnapshot> {
  // Opening a missing file would create an empty database and back that up.
  if (!(await stat(sourcePath).catch(() => undefined))?.isFile()) {
    throw new SnapshotError(`There is no database at ${sourcePath}`);
  }
  const source = new DatabaseSync(sourcePath);
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    await backup(source, targetPath, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  const tables = checkSnapshot(targetPath);
  return { bytes: (await stat(targetPath)).size, sha256: await sha256OfFile(targetPath), tables };
}

function checkSnapshot(path: string): Record<string, number> {
  const copy = new DatabaseSync(path);
  try {
    const check = copy.prepare('PRAGMA integrity_check').all();
    const verdict = check.map((row) => String(row.integrity_check)).join('; ');
    if (verdict !== 'ok') {
      throw new SnapshotError(`The snapshot failed its integrity check: ${verdict}`);
    }
    copy.exec('PRAGMA journal_mode = DELETE');
    const names = copy
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => String(row.name));
    return Object.fromEntries(
      names.map((name) => {
        const quoted = `"${name.replaceAll('"', '""')}"`;
        const row = copy.prepare(`SELECT count(*) AS count FROM ${quoted}`).get();
        return [name, Number(row?.count ?? 0)];
      }),
    );
  } finally {
    copy.close();
  }
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
