import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../database/create-database.ts';
import { backupEmbedded } from './embedded-backup.ts';
import { restoreEmbedded } from './embedded-restore.ts';

describe('backupEmbedded and restoreEmbedded', () => {
  let root: string;
  let dataDir: string;
  /** Left open, as the running server leaves it: the rows may still be in the WAL only. */
  let source: DatabaseSync;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'my-account-backup-unit-'));
    dataDir = join(root, 'data');
    await mkdir(join(dataDir, 'blobs', 'photos', 'o', 'p1'), { recursive: true });
    await mkdir(join(dataDir, 'blobs', '.tmp'), { recursive: true });
    await writeFile(join(dataDir, 'blobs', 'photos', 'o', 'p1', 'original'), 'original bytes');
    await writeFile(join(dataDir, 'blobs', 'photos', 'o', 'p1', '300.jpg'), 'thumb');
    await writeFile(join(dataDir, 'blobs', '.tmp', 'half-written'), 'partial');
    source = new DatabaseSync(join(dataDir, SQLITE_FILE));
    source.exec('PRAGMA journal_mode = WAL');
    source.exec("CREATE TABLE photos (id TEXT); INSERT INTO photos VALUES ('p1'), ('p2')");
  });
  afterEach(async () => {
    source.close();
    await rm(root, { recursive: true, force: true });
  });

  it('carries the committed rows and finished blobs, not partial writes, and restores them', async () => {
    const backup = join(root, 'backup');
    const manifest = await backupEmbedded({ dataDir, target: backup });
    expect(manifest.database.tables).toEqual({ photos: 2 });
    expect(manifest.blobs).toEqual({ files: 2, bytes: 19, vanished: 0 });
    expect((await readdir(backup)).sort()).toEqual(['blobs', 'manifest.json', SQLITE_FILE]);
    expect(await readdir(join(backup, 'blobs'))).toEqual(['photos']);

    const restored = join(root, 'restored');
    await restoreEmbedded({ backup, dataDir: restored });
    expect(await readFile(join(restored, 'blobs', 'photos', 'o', 'p1', 'original'), 'utf8')).toBe(
      'original bytes',
    );
    const copy = new DatabaseSync(join(restored, SQLITE_FILE), { readOnly: true });
    expect(
      copy
        .prepare('SELECT id FROM photos ORDER BY id')
        .all()
        .map((row) => row.id),
    ).toEqual(['p1', 'p2']);
    copy.close();
  });

  it('refuses a folder that is not empty, one that is no backup, and a damaged database', async () => {
    const backup = join(root, 'backup');
    await expect(backupEmbedded({ dataDir, target: dataDir })).rejects.toThrow(/is not empty/);
    await expect(restoreEmbedded({ backup: dataDir, dataDir: join(root, 'x') })).rejects.toThrow(
      /has no manifest\.json/,
    );

    await backupEmbedded({ dataDir, target: backup });
    await expect(restoreEmbedded({ backup, dataDir })).rejects.toThrow(/is not empty/);
    await appendFile(join(backup, SQLITE_FILE), 'damage');
    const restored = join(root, 'restored');
    await expect(restoreEmbedded({ backup, dataDir: restored })).rejects.toThrow(/sha256 differs/);
    // No database a server would start on.
    expect(await readdir(restored)).not.toContain(SQLITE_FILE);
  });

  it('refuses a DATA_DIR without a database rather than back up an empty one', async () => {
    await expect(
      backupEmbedded({ dataDir: join(root, 'nothing'), target: join(root, 'backup') }),
    ).rejects.toThrow(/There is no database at/);
  });
});
