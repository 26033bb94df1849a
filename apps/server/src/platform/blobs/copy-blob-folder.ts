import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMP_DIR } from './folder-blob-store.ts';

export interface BlobFolderCopy {
  files: number;
  bytes: number;
  /** Files listed but gone before they were copied: removed by the running server meanwhile. */
  vanished: number;
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Copies the folder blob store at `source` into `target` (created; never overwritten), one
 * directory at a time, while the server may be writing and removing blobs. Partial writes
 * (`.tmp`) are left out: a blob is only there once renamed into place. A file or folder
 * removed between listing and copying is counted, not an error.
 */
export async function copyBlobFolder(source: string, target: string): Promise<BlobFolderCopy> {
  const result: BlobFolderCopy = { files: 0, bytes: 0, vanished: 0 };
  await mkdir(target, { recursive: true });
  await copyDirectory(source, target, true, result);
  return result;
}

async function copyDirectory(
  source: string,
  target: string,
  isRoot: boolean,
  result: BlobFolderCopy,
): Promise<void> {
  let entries;
  try {
    entries = await readdir(source, { withFileTypes: true });
  } catch (error) {
    if (!isMissing(error)) {
      throw error;
    }
    // No blobs folder at all is a server that never stored one; a missing subfolder was removed.
    if (!isRoot) {
      result.vanished++;
    }
    return;
  }
  for (const entry of entries) {
    if (isRoot && entry.name === TEMP_DIR) {
      continue;
    }
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) {
      await mkdir(to);
      await copyDirectory(from, to, false, result);
    } else if (entry.isFile()) {
      try {
        // EXCL: a backup never overwrites; the target starts empty.
        await copyFile(from, to, constants.COPYFILE_EXCL);
        result.files++;
        result.bytes += (await stat(to)).size;
      } catch (error) {
        if (!isMissing(error)) {
          throw error;
        }
        result.vanished++;
      }
    }
  }
}
