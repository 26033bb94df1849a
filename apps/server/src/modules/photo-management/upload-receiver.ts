import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatFileSize } from '@my-account/contract/file-sizes';
import { MAX_UPLOAD_FILE_NAME_LENGTH, UPLOAD_ERROR_CODES } from '@my-account/contract/photos';
import { DEFAULT_LOCALE } from '@my-account/contract/vendors';
import { withoutInvisibleCharacters } from '../../platform/file-names.ts';
import { HttpError } from '../../platform/http/http-error.ts';

/** A file received to a temporary path; `discard` removes it (always call it). */
export interface ReceivedFile {
  path: string;
  /** Bytes. */
  size: number;
  /** sha256, hex. */
  sha256: string;
  /** The name the browser sent, cleaned for display and Content-Disposition. */
  fileName: string;
  discard(): Promise<void>;
}

export const tooLarge = (maxBytes: number): HttpError =>
  new HttpError(
    413,
    UPLOAD_ERROR_CODES.tooLarge,
    `This photo is larger than ${formatFileSize(maxBytes, DEFAULT_LOCALE)}, the most that can be uploaded.`,
  );

/** A multipart body the parser could not read: a client's fault, not the server's. */
export const malformedUpload = (): HttpError =>
  new HttpError(
    400,
    UPLOAD_ERROR_CODES.malformed,
    'The upload could not be read: send the photo as multipart/form-data, complete.',
  );

export const hasStatusCode = (error: unknown): boolean =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';

const isFileTooLarge = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Streams an upload to a temporary file while hashing it, so a 50 MB photo never sits whole in
 * memory. Over the limit, the stream fails (multipart's fileSize limit) and nothing is kept.
 */
export async function receiveToTempFile(
  stream: Readable,
  fileName: string,
  maxBytes: number,
): Promise<ReceivedFile> {
  const dir = await mkdtemp(join(tmpdir(), 'my-account-upload-'));
  const path = join(dir, randomUUID());
  const discard = (): Promise<void> => rm(dir, { recursive: true, force: true });
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(stream, measure, createWriteStream(path));
  } catch (error) {
    await discard();
    if (isFileTooLarge(error)) {
      throw tooLarge(maxBytes);
    }
    // An error of the incoming part (a body cut off mid-file, a broken part; it may have failed
    // before we read it) is the client's; one of writing the temporary file stays the server's.
    if (error === stream.errored && !hasStatusCode(error)) {
      throw malformedUpload();
    }
    throw error;
  }
  if ('truncated' in stream && stream.truncated === true) {
    await discard();
    throw tooLarge(maxBytes);
  }
  return { path, size, sha256: hash.digest('hex'), fileName: cleanFileName(fileName), discard };
}

/** Keeps the last path segment, without invisible characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const visible = withoutInvisibleCharacters(basename(name.replaceAll('\\', '/'))).trim();
  return (visible || 'photo').slice(0, MAX_UPLOAD_FILE_NAME_LENGTH);
}
