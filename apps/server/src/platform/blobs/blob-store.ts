import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error.ts';

export interface BlobInfo {
  key: string;
  /** Bytes. */
  size: number;
}

/** A blob as a listing shows it. */
export interface ListedBlob extends BlobInfo {
  /** When it was last written (S3: to the second). */
  lastModified: Date;
}

export interface BlobListOptions {
  /** Only keys after this one in key order: where an earlier listing stopped. */
  startAfter?: string;
}

export interface BlobReadOptions {
  /**
   * Bytes read at a time where the store reads in chunks (the folder store). Large for whole
   * big files read in one go (zips, originals into a zip: each chunk passes through a few stream
   * stages, so 64 KB chunks cost ~40% of an archive's time); the default suits small images.
   */
  chunkBytes?: number;
}

const DEFAULT_CHUNK_BYTES = 64 * 1024;
const LARGE_CHUNK_BYTES = 1024 * 1024;

/**
 * For reading a whole file of known size in one go (originals into a zip, zips out to the
 * customer): 1 MB chunks, or the file's size when smaller, since Node's file stream allocates a
 * whole chunk for every read (the last, empty one too) and copies short reads out of it.
 */
export function wholeFileRead(size: number): BlobReadOptions {
  return { chunkBytes: Math.min(LARGE_CHUNK_BYTES, Math.max(DEFAULT_CHUNK_BYTES, size)) };
}

/**
 * Where originals, thumbnails and zips live. Keys are slash-separated paths such as
 * `users/42/originals/abc.jpg` (see `assertBlobKey`); prefixes name a folder and end in '/'.
 */
export interface BlobStore {
  /** Streams the body to the key, replacing any blob there; readers never see a partial blob. */
  put(key: string, body: Readable): Promise<BlobInfo>;
  /**
   * Stores a local file at the key, as `put` would. The file may be MOVED rather than copied:
   * afterwards it is gone or unchanged, so the caller still removes its path (a no-op then).
   * A file under `stagingDir` is moved in one rename, never copied.
   */
  putFile(key: string, path: string): Promise<BlobInfo>;
  /**
   * A folder on the store's own file system for files meant for `putFile` (the folder store's
   * temporary folder, swept of files untouched for an hour), or undefined when the store is not
   * local (S3): write those to the system's temporary folder.
   */
  readonly stagingDir: string | undefined;
  /** The blob's bytes; rejects with BlobNotFoundError when there is none. */
  get(key: string, options?: BlobReadOptions): Promise<Readable>;
  /** The blob's size, or undefined when there is none. */
  head(key: string): Promise<BlobInfo | undefined>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every blob under the prefix (which ends in '/'), in key order (by UTF-8 bytes, as S3 lists),
   * read a page or a folder at a time, so a listing of the whole store can be cut short.
   */
  list(prefix: string, options?: BlobListOptions): AsyncIterable<ListedBlob>;
  /** Removes every blob under the prefix (which ends in '/'). */
  deletePrefix(prefix: string): Promise<void>;
}

/**
 * A 404 on purpose: a route that lets it through answers "not found" in the error shape. The
 * message leaves the key out, since keys carry user ids.
 */
export class BlobNotFoundError extends HttpError {
  readonly key: string;

  constructor(key: string) {
    super(404, 'NOT_FOUND', 'File not found');
    this.name = 'BlobNotFoundError';
    this.key = key;
  }
}

export class InvalidBlobKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid blob key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidBlobKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 1024;

/**
 * Keys are made by our code from ids, never taken raw from a request; still, a key that could
 * leave the store's folder (`..`, absolute paths, backslashes) or differ between file systems
 * and S3 (empty segments, odd characters) is refused by both adapters alike.
 */
export function assertBlobKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidBlobKeyError(key, `must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) {
      throw new InvalidBlobKeyError(
        key,
        'each segment must be letters, digits, ".", "_" or "-", not start with "." or "-"',
      );
    }
  }
}

/** A prefix is a key followed by '/': a folder, so `users/1/` never matches `users/12/`. */
export function assertBlobPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) {
    throw new InvalidBlobKeyError(prefix, 'a prefix must end with "/"');
  }
  assertBlobKey(prefix.slice(0, -1));
}
