import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';

/** Where resumable uploads keep their bytes until they become photos: beside the database. */
export const resumableUploadsDirectory = (dataDir: string): string =>
  join(dataDir, 'resumable-uploads');

/**
 * The tus file store: one file per upload plus a small JSON of its length and metadata, both on
 * disk, so an upload survives a restart of the server and continues from the bytes it has.
 */
export function createResumableUploadStore(dataDir: string): FileStore {
  return new FileStore({ directory: resumableUploadsDirectory(dataDir) });
}

/** The path of an upload's bytes in the store. */
export const resumableUploadPath = (store: FileStore, id: string): string =>
  join(store.directory, id);

/** sha256 (hex) of a file, read as a stream: a 50 MB photo never sits whole in memory. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Removes an upload's file and its JSON (the store's own `remove` gives up before the JSON when
 * the file is gone); either already gone is fine.
 */
export async function removeStoredUpload(store: FileStore, id: string): Promise<void> {
  await rm(resumableUploadPath(store, id), { force: true });
  await rm(join(store.directory, `${id}.json`), { force: true });
}
