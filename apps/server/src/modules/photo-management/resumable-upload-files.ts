import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { AppSettings } from '../../config/env.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { BlobPartsUploadStore, uploadPrefix } from './blob-parts-upload-store.ts';

/** Where resumable uploads keep their bytes on the local disk: beside the database. */
export const resumableUploadsDirectory = (dataDir: string): string =>
  join(dataDir, 'resumable-uploads');

/** A finished upload's bytes as a local file, for the photo pipeline. */
export interface LocalUploadFile {
  path: string;
  size: number;
  sha256: string;
  /** Removes the local copy, where one was made. */
  discard(): Promise<void>;
}

/** Where unfinished resumable uploads live: tus's store, and what the server does with them. */
export interface ResumableUploadStorage {
  readonly datastore: DataStore;
  /** The finished upload's bytes as a local file (read once, when it becomes a photo). */
  localFile(id: string): Promise<LocalUploadFile>;
  /** Removes the upload's bytes and what describes them; a missing one is fine. */
  remove(id: string): Promise<void>;
}

/**
 * With S3 the uploads go to the bucket too (decision 0293): servers behind a balancer share it,
 * so any of them can take any request of an upload. Otherwise a folder beside the database.
 */
export function createResumableUploadStorage(
  settings: Pick<AppSettings, 'DATA_DIR' | 'S3_BUCKET'>,
  blobs: BlobStore,
): ResumableUploadStorage {
  return settings.S3_BUCKET
    ? blobPartsStorage(new BlobPartsUploadStore(blobs), blobs)
    : folderStorage(new FileStore({ directory: resumableUploadsDirectory(settings.DATA_DIR) }));
}

/** sha256 (hex) of a file, read as a stream: a 50 MB photo never sits whole in memory. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * tus's file store: one file per upload plus a small JSON of its length and metadata, so an
 * upload survives a restart and continues from every byte that reached the disk.
 */
function folderStorage(store: FileStore): ResumableUploadStorage {
  const pathOf = (id: string): string => join(store.directory, id);
  return {
    datastore: store,
    async localFile(id) {
      const path = pathOf(id);
      return {
        path,
        size: (await stat(path)).size,
        sha256: await sha256OfFile(path),
        // The store's file itself: removed with the upload.
        discard: () => Promise.resolve(),
      };
    },
    async remove(id) {
      // Not the store's own `remove`: it gives up before the JSON when the file is gone.
      await rm(pathOf(id), { force: true });
      await rm(join(store.directory, `${id}.json`), { force: true });
    },
  };
}

/** Upload parts in the blob store, joined into a temporary file (hashed on the way) at the end. */
function blobPartsStorage(store: BlobPartsUploadStore, blobs: BlobStore): ResumableUploadStorage {
  return {
    datastore: store,
    async localFile(id) {
      const path = join(tmpdir(), `my-account-upload-${randomUUID()}`);
      const hash = createHash('sha256');
      let size = 0;
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const parts = await store.parts(id);
      async function* joined() {
        for (const part of parts) {
          yield* await blobs.get(part.key);
        }
      }
      try {
        await pipeline(joined, hashing, createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return {
        path,
        size,
        sha256: hash.digest('hex'),
        discard: () => rm(path, { force: true }),
      };
    },
    async remove(id) {
      await blobs.deletePrefix(uploadPrefix(id));
    },
  };
}
