import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_FILE_NAME_LENGTH, UPLOAD_ERROR_CODES } from '@my-account/contract/photos';
import { DEFAULT_LOCALE } from '@my-account/contract/vendors';
import { withoutInvisibleCharacters } from '../../platform/file-names.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { fileSizeText } from '../../platform/locales/file-size-text.ts';

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
    `This photo is larger than ${fileSizeText(maxBytes, DEFAULT_LOCALE)}, the most that can be uploaded.`,
  ).forPeople({
    id: 'uploadTooLarge',
    values: (locale) => ({ size: fileSizeText(maxBytes, locale) }),
  });

export const emptyPhoto = (): HttpError =>
  new HttpError(400, UPLOAD_ERROR_CODES.empty, 'This file is empty.').forPeople({
    id: 'uploadEmpty',
  });

export const fileNameTooLong = (): HttpError =>
  new HttpError(
    400,
    UPLOAD_ERROR_CODES.fileNameTooLong,
    `The file name is longer than ${String(MAX_UPLOAD_FILE_NAME_LENGTH)} characters.`,
  ).forPeople({
    id: 'uploadFileNameTooLong',
    values: () => ({ max: MAX_UPLOAD_FILE_NAME_LENGTH }),
  });

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

/** A new temporary file's path, and how to remove it (and its folder) again. */
async function temporaryFile(stagingDir: string | undefined): Promise<{
  path: string;
  discard: () => Promise<void>;
}> {
  if (stagingDir !== undefined) {
    await mkdir(stagingDir, { recursive: true });
    const path = join(stagingDir, `upload-${randomUUID()}`);
    return { path, discard: () => rm(path, { force: true }) };
  }
  const dir = await mkdtemp(join(tmpdir(), 'my-account-upload-'));
  return {
    path: join(dir, randomUUID()),
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Streams an upload to a temporary file while hashing it, so a 50 MB photo never sits whole in
 * memory. Over the limit, the stream fails (multipart's fileSize limit) and nothing is kept.
 * With the blob store's `stagingDir` the file is written where the store can move it in with a
 * rename: the original is then written once, not written, read back and written again.
 */
export async function receiveToTempFile(
  stream: Readable,
  fileName: string,
  maxBytes: number,
  stagingDir: string | undefined,
): Promise<ReceivedFile> {
  const { path, discard } = await temporaryFile(stagingDir);
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
