import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBlobKey,
  assertBlobPrefix,
  BlobNotFoundError,
  type BlobInfo,
  type BlobReadOptions,
  type BlobStore,
} from './blob-store.ts';

/**
 * Temporary files live inside the root, so the final rename stays on one file system (and so
 * is atomic). A key segment cannot start with '.', so no key can reach this folder.
 */
const TEMP_DIR = '.tmp';

const isErrno = (error: unknown, code: string): boolean =>
  error instanceof Error && 'code' in error && error.code === code;

/**
 * Removes the temporary files of writes that ended without their rename: a process killed
 * mid-write (a crash, an out-of-memory kill) leaves its partial file behind. A write in progress
 * touches its file all the time, so a file untouched since `olderThan` is abandoned. Returns how
 * many it removed.
 */
export async function removeAbandonedWrites(rootDir: string, olderThan: Date): Promise<number> {
  const tempDir = join(resolve(rootDir), TEMP_DIR);
  let removed = 0;
  for (const name of await readdir(tempDir).catch(() => [])) {
    const path = join(tempDir, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && info.mtime < olderThan) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Blobs as files under one folder: the embedded default. */
export function createFolderBlobStore(rootDir: string): BlobStore {
  const root = resolve(rootDir);
  const tempDir = join(root, TEMP_DIR);

  const pathOf = (key: string): string => {
    const path = join(root, ...key.split('/'));
    // Defence in depth: validated keys cannot escape, and this keeps it so if the rules change.
    if (!path.startsWith(root + sep)) {
      throw new Error(`Blob key ${key} resolves outside the store`);
    }
    return path;
  };

  /** Removes now-empty folders up from a deleted file, so deleted users leave no folder trail. */
  const pruneEmptyParents = async (path: string): Promise<void> => {
    for (let dir = dirname(path); dir !== root && dir.startsWith(root + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty, or already gone: either way, nothing further up to remove
      }
    }
  };

  return {
    async put(key: string, body: Readable): Promise<BlobInfo> {
      assertBlobKey(key);
      const target = pathOf(key);
      await mkdir(tempDir, { recursive: true });
      const temp = join(tempDir, randomUUID());
      try {
        // flush: the data is on disk before the rename makes it visible.
        await pipeline(body, createWriteStream(temp, { flush: true }));
        // A concurrent delete may prune the folder between mkdir and rename; try again then.
        for (let attempt = 1; ; attempt++) {
          await mkdir(dirname(target), { recursive: true });
          try {
            await rename(temp, target);
            break;
          } catch (error) {
            if (!isErrno(error, 'ENOENT') || attempt >= 3) {
              throw error;
            }
          }
        }
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const { size } = await stat(target);
      return { key, size };
    },

    async get(key: string, options?: BlobReadOptions): Promise<Readable> {
      assertBlobKey(key);
      try {
        // Opening first turns a missing file into BlobNotFound before any byte is promised.
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(
          options?.chunkBytes === undefined ? {} : { highWaterMark: options.chunkBytes },
        );
      } catch (error) {
        if (isErrno(error, 'ENOENT') || isErrno(error, 'EISDIR')) {
          throw new BlobNotFoundError(key);
        }
        throw error;
      }
    },

    async head(key: string): Promise<BlobInfo | undefined> {
      assertBlobKey(key);
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { key, size: info.size } : undefined;
      } catch (error) {
        if (isErrno(error, 'ENOENT')) {
          return undefined;
        }
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      assertBlobKey(key);
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (error) {
        if (isErrno(error, 'ENOENT')) {
          return;
        }
        throw error;
      }
      await pruneEmptyParents(path);
    },

    async *list(prefix: string): AsyncIterable<BlobInfo> {
      assertBlobPrefix(prefix);
      const dir = pathOf(prefix.slice(0, -1));
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) {
          return;
        }
        throw error;
      }
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
      for (const key of keys) {
        const info = await stat(pathOf(key)).catch(() => undefined);
        if (info) {
          yield { key, size: info.size };
        }
      }
    },

    async deletePrefix(prefix: string): Promise<void> {
      assertBlobPrefix(prefix);
      const dir = pathOf(prefix.slice(0, -1));
      await rm(dir, { recursive: true, force: true });
      await pruneEmptyParents(dir);
    },
  };
}
