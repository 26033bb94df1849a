import { constants } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { copyBlobFolder } from '../blobs/copy-blob-folder.ts';
import { SQLITE_FILE } from '../database/create-database.ts';
import { snapshotSqlite } from '../database/sqlite-snapshot.ts';
import { BACKUP_BLOBS_DIR, writeManifest, type BackupManifest } from './backup-manifest.ts';
import { claimEmptyFolder } from './empty-folder.ts';

export interface EmbeddedBackupOptions {
  /** The server's DATA_DIR (SQLite database and blob folder). */
  dataDir: string;
  /** An empty or new folder. */
  target: string;
  /** Other files of DATA_DIR to carry along when present (names, not paths). */
  extraFiles?: readonly string[];
  now?: () => Date;
}

/**
 * Backs up the embedded default while the server runs (decision 0280): the database first,
 * through SQLite's online backup API, then the blob folder. A photo's blobs are written before
 * its row is committed, so every row in the snapshot finds its blobs in the copy; blobs of
 * uploads that committed later come along too, and the orphan checks remove them after a
 * restore.
 */
export async function backupEmbedded(options: EmbeddedBackupOptions): Promise<BackupManifest> {
  const now = options.now ?? (() => new Date());
  const dataDir = resolve(options.dataDir);
  const target = resolve(options.target);
  await claimEmptyFolder(target, 'The backup folder');

  const snapshotAt = now();
  const database = await snapshotSqlite(join(dataDir, SQLITE_FILE), join(target, SQLITE_FILE));
  const blobs = await copyBlobFolder(join(dataDir, 'blobs'), join(target, BACKUP_BLOBS_DIR));
  const extraFiles: string[] = [];
  for (const name of options.extraFiles ?? []) {
    const copied = await copyFile(join(dataDir, name), join(target, name), constants.COPYFILE_EXCL)
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
          return false;
        }
        throw error;
      });
    if (copied) {
      extraFiles.push(name);
    }
  }

  const manifest: BackupManifest = {
    format: 1,
    snapshotAt: snapshotAt.toISOString(),
    finishedAt: now().toISOString(),
    sourceDataDir: dataDir,
    database: { file: SQLITE_FILE, ...database },
    blobs,
    extraFiles,
  };
  // Written last: a folder with a manifest is a finished backup.
  await writeManifest(target, manifest);
  return manifest;
}
