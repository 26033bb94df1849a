import { mkdir, readdir } from 'node:fs/promises';
import { BackupError } from './backup-manifest.ts';

/**
 * Makes sure `folder` exists and is empty: a backup or a restore never mixes its files with
 * what a folder already holds (an older backup, a live DATA_DIR).
 */
export async function claimEmptyFolder(folder: string, what: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const entries = await readdir(folder);
  if (entries.length > 0) {
    throw new BackupError(
      `${what} ${folder} is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}); give an empty or new folder`,
    );
  }
}
