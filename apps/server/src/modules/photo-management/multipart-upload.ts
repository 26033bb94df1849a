import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_UPLOAD_FILE_NAME_LENGTH,
  PHOTO_UPLOAD_FIELD,
  UPLOAD_ERROR_CODES,
} from '@my-account/contract/photos';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  hasStatusCode,
  malformedUpload,
  receiveToTempFile,
  type ReceivedFile,
  fileNameTooLong,
} from './upload-receiver.ts';

/**
 * Everything of an upload but the file's bytes: two boundaries and the part's headers, the name
 * (255 characters, UTF-8) included, take under 1.5 KB; 4 KB leaves room and refuses header
 * floods, a name too long, and junk before or after the part.
 */
export const MAX_UPLOAD_OVERHEAD_BYTES = 4096;

/** The one part an upload holds; busboy stops at the second (413, TOO_MANY_PARTS). */
export const multipartLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  parts: 1,
  files: 1,
  headerSize: MAX_UPLOAD_OVERHEAD_BYTES,
});

const noFile = (): HttpError =>
  new HttpError(
    400,
    UPLOAD_ERROR_CODES.noFile,
    'Send the photo as multipart/form-data with one file part named "file".',
  );

const MULTIPART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** The multipart plugin's and parser's errors, as the upload's own. */
function uploadErrorOf(error: unknown): unknown {
  if (error instanceof Error && 'code' in error && MULTIPART_LIMIT_CODES.has(String(error.code))) {
    return new HttpError(
      413,
      UPLOAD_ERROR_CODES.tooManyParts,
      'An upload holds one part, the photo (named "file"), and nothing else.',
    );
  }
  // The plugin's other errors carry their status (406...); the parser's do not.
  return hasStatusCode(error) ? error : malformedUpload();
}

/** Counts the request body's bytes as the multipart parser reads them. */
function countBodyBytes(raw: IncomingMessage): () => number {
  let bytes = 0;
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  return () => bytes;
}

/**
 * Receives the request's one file part to a temporary file (in `stagingDir` when given). Every part is read, so that what
 * follows the file is checked too: another part, or more overhead than an upload needs, refuses
 * the upload before anything is stored.
 */
export async function receiveMultipartPhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
  stagingDir: string | undefined,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw noFile();
  }
  // Counting starts in the same tick as the parser's pipe (the first `next`), so both see every
  // chunk.
  const bodyBytes = countBodyBytes(request.raw);
  const parts = request.parts({ limits: multipartLimits(maxBytes) });
  const nextPart = () =>
    parts.next().catch((error: unknown) => {
      throw uploadErrorOf(error);
    });
  let received: ReceivedFile | undefined;
  try {
    for (let next = await nextPart(); next.done !== true; next = await nextPart()) {
      const part = next.value;
      if (part.type !== 'file' || part.fieldname !== PHOTO_UPLOAD_FIELD) {
        throw new HttpError(
          400,
          UPLOAD_ERROR_CODES.unexpectedPart,
          `An upload holds one file part named "${PHOTO_UPLOAD_FIELD}", and nothing else.`,
        );
      }
      if (part.filename.length > MAX_UPLOAD_FILE_NAME_LENGTH) {
        throw fileNameTooLong();
      }
      received = await receiveToTempFile(part.file, part.filename, maxBytes, stagingDir);
    }
    if (!received) {
      throw noFile();
    }
    await settleRequestEnd(request, reply);
    if (bodyBytes() - received.size > MAX_UPLOAD_OVERHEAD_BYTES) {
      throw new HttpError(
        413,
        UPLOAD_ERROR_CODES.overheadTooLarge,
        'The upload holds more than the photo and its name (long part headers, extra data).',
      );
    }
    return received;
  } catch (error) {
    await received?.discard();
    throw error;
  }
}

/** How long an upload may take to send what follows its file part (the closing boundary). */
const REQUEST_END_GRACE_MS = 2000;

/**
 * Waits briefly for the rest of the request (the closing boundary) so the kept-alive connection
 * is free for the next upload; answering mid-request would leave it stuck. A client that keeps
 * sending gets its answer anyway, on a connection that then closes.
 */
async function settleRequestEnd(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    finished(request.raw).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        resolve(false);
      }, REQUEST_END_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!ended) {
    void reply.header('connection', 'close');
  }
}
