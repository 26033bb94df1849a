import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBlobKey,
  assertBlobPrefix,
  BlobNotFoundError,
  type BlobInfo,
  type BlobListOptions,
  type BlobReadOptions,
  type BlobStore,
  type ListedBlob,
} from './blob-store.ts';

/**
 * Temporary files live inside the root, so the final rename stays on one file system (and so
 * is atomic). A key segment cannot start with '.', so no key can reach this folder.
 */
export const TEMP_DIR = '.tmp';

const hashOf = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * A temporary file is named after its key's folder and its key (hashed: a key may be longer
 * than a file name may be), then made unique. So what an interrupted write left can be found
 * by the next write of the same key, as a retried or taken-over job does, and by the removal
 * of its folder, as an export starting over does (decision 0120).
 */
const tempNameOfKey = (key: string): string =>
  `${hashOf(key.slice(0, key.lastIndexOf('/') + 1))}.${hashOf(key)}.`;
const tempNameInFolder = (prefix: string): string => `${hashOf(prefix)}.`;

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

  /**
   * Removes the partial files of earlier writes whose temporary name starts so. Such a write
   * died with its process, or is a stalled run of a job another runner took over: that one then
   * fails at its rename, and the newer write stands.
   */
  const removePartialWrites = async (nameStart: string): Promise<void> => {
    for (const name of await readdir(tempDir).catch(() => [])) {
      if (name.startsWith(nameStart)) {
        await rm(join(tempDir, name), { force: true });
      }
    }
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

  /**
   * The keys under the folder `prefix` in key order, after `startAfter`, reading one directory
   * at a time: a folder with millions of blobs below it is never read whole.
   */
  const listFolder = async function* (
    prefix: string,
    startAfter: string | undefined,
  ): AsyncGenerator<ListedBlob> {
    let entries: Dirent[];
    try {
      entries = await readdir(pathOf(prefix.slice(0, -1)), { withFileTypes: true });
    } catch (error) {
      if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) {
        return;
      }
      throw error;
    }
    // A folder sorts as its name plus '/', which is where key order puts its keys among the
    // files next to it: 'a-b' < 'a.b' < 'a/c' < 'a0'.
    const children = entries
      .flatMap((entry) =>
        entry.isDirectory()
          ? [{ key: `${prefix}${entry.name}/`, folder: true }]
          : entry.isFile()
            ? [{ key: prefix + entry.name, folder: false }]
            : [],
      )
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const child of children) {
      if (child.folder) {
        if (startAfter === undefined || child.key > startAfter) {
          yield* listFolder(child.key, undefined);
        } else if (startAfter.startsWith(child.key)) {
          yield* listFolder(child.key, startAfter);
        }
        // Otherwise every key in the folder sorts before startAfter.
      } else if (startAfter === undefined || child.key > startAfter) {
        const info = await stat(pathOf(child.key)).catch(() => undefined);
        if (info) {
          yield { key: child.key, size: info.size, lastModified: info.mtime };
        }
      }
    }
  };

  /** Moves a file of the store's file system to the key's place (the last step of a write). */
  const moveInto = async (from: string, target: string): Promise<void> => {
    // A concurrent delete may prune the folder between mkdir and rename; try again then.
    for (let attempt = 1; ; attempt++) {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(from, target);
        return;
      } catch (error) {
        if (!isErrno(error, 'ENOENT') || attempt >= 3) {
          throw error;
        }
      }
    }
  };

  const store: BlobStore = {
    stagingDir: tempDir,

    async put(key: string, body: Readable): Promise<BlobInfo> {
      assertBlobKey(key);
      const target = pathOf(key);
      await mkdir(tempDir, { recursive: true });
      await removePartialWrites(tempNameOfKey(key));
      const temp = join(tempDir, tempNameOfKey(key) + randomUUID());
      try {
        // flush: the data is on disk before the rename makes it visible.
        await pipeline(body, createWriteStream(temp, { flush: true }));
        await moveInto(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const { size } = await stat(target);
      return { key, size };
    },

    /**
     * A staged file (an upload received straight into the temporary folder) is moved in with
     * one rename instead of being read and written again; any other file is copied by `put`,
     * since it may be on another file system.
     */
    async putFile(key: string, path: string): Promise<BlobInfo> {
      assertBlobKey(key);
      if (dirname(resolve(path)) !== tempDir) {
        return store.put(key, createReadStream(path));
      }
      const target = pathOf(key);
      // On disk before the rename makes it visible, as `put` flushes its writes.
      const handle = await open(path, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await moveInto(path, target);
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

    list(prefix: string, options: BlobListOptions = {}): AsyncIterable<ListedBlob> {
      assertBlobPrefix(prefix);
      return listFolder(prefix, options.startAfter);
    },

    async deletePrefix(prefix: string): Promise<void> {
      assertBlobPrefix(prefix);
      const dir = pathOf(prefix.slice(0, -1));
      await removePartialWrites(tempNameInFolder(prefix));
      await rm(dir, { recursive: true, force: true });
      await pruneEmptyParents(dir);
    },
  };
  return store;
}
