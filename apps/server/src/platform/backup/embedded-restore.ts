import { constants } from 'node:fs';
import { copyFile, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { copyBlobFolder } from '../blobs/copy-blob-folder.ts';
import { SQLITE_FILE } from '../database/create-database.ts';
import { sha256OfFile } from '../database/sqlite-snapshot.ts';
import {
  BACKUP_BLOBS_DIR,
  BackupError,
  readManifest,
  type BackupManifest,
} from './backup-manifest.ts';
import { claimEmptyFolder } from './empty-folder.ts';

export interface EmbeddedRestoreOptions {
  /** A folder `backupEmbedded` wrote. */
  backup: string;
  /** The DATA_DIR to restore into: empty or new. */
  dataDir: string;
}

/**
 * Puts a backup in place as a new DATA_DIR: blobs and other files first, the database last
 * (under a temporary name, then renamed), so a restore cut short leaves no database a server
 * would start on. Each copy is checked against the manifest.
 */
export async function restoreEmbedded(options: EmbeddedRestoreOptions): Promise<BackupManifest> {
  const backup = resolve(options.backup);
  const dataDir = resolve(options.dataDir);
  const manifest = await readManifest(backup);
  await claimEmptyFolder(dataDir, 'The DATA_DIR to restore into');

  const blobs = await copyBlobFolder(join(backup, BACKUP_BLOBS_DIR), join(dataDir, 'blobs'));
  if (blobs.files !== manifest.blobs.files || blobs.bytes !== manifest.blobs.bytes) {
    throw new BackupError(
      `The backup's blobs do not match its manifest: ${blobs.files} files (${blobs.bytes} bytes) ` +
        `found, ${manifest.blobs.files} (${manifest.blobs.bytes} bytes) recorded`,
    );
  }
  for (const name of manifest.extraFiles) {
    await copyFile(join(backup, name), join(dataDir, name), constants.COPYFILE_EXCL);
  }
  const partial = join(dataDir, `${SQLITE_FILE}.restoring`);
  await copyFile(join(backup, manifest.database.file), partial, constants.COPYFILE_EXCL);
  if ((await sha256OfFile(partial)) !== manifest.database.sha256) {
    throw new BackupError(`The backup's database does not match its manifest (sha256 differs)`);
  }
  await rename(partial, join(dataDir, SQLITE_FILE));
  return manifest;
}
