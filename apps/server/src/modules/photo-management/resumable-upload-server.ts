import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, reasonPhrase } from '../../platform/http/http-error.ts';
import { localeOfRequest, peopleMessage } from '../../platform/http/people-text.ts';
import { codeOfStatus } from '../../platform/http/error-handler.ts';
import { tooLarge } from './upload-receiver.ts';
import type { PhotoManagementDeps } from './photo-management.deps.ts';
import type { ResumableUploadStorage } from './resumable-upload-files.ts';
import {
  admitResumableUpload,
  finishResumableUpload,
  type FinishingUploads,
  type UploadCaller,
} from './resumable-upload.service.ts';

/** What tus answers for a hook's error: its status and body. */
class TusAnswer extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(statusCode: number, body: string) {
    super(body);
    this.status_code = statusCode;
    this.body = body;
  }
}

/** The contract's error shape, as tus writes bodies: text. */
function errorJson(statusCode: number, code: string, message: string): string {
  return JSON.stringify({ statusCode, error: reasonPhrase(statusCode), code, message });
}

/**
 * The caller of each request, set by our route (after the bearer token was checked) before the
 * request is handed to tus: tus's hooks get the same Node request back.
 */
const callers = new WeakMap<object, UploadCaller>();

export function setUploadCaller(request: IncomingMessage, caller: UploadCaller): void {
  callers.set(request, caller);
}

function callerOf(request: { runtime?: { node?: { req: unknown } } }): UploadCaller {
  const raw = request.runtime?.node?.req;
  const caller = typeof raw === 'object' && raw !== null ? callers.get(raw) : undefined;
  if (!caller) {
    // Every request reaches tus through our authenticated route; anything else is a bug.
    throw new TusAnswer(401, errorJson(401, 'UNAUTHORIZED', 'Authentication required'));
  }
  return caller;
}

function answerOf(error: unknown, log: FastifyBaseLogger, locale: string): TusAnswer {
  if (error instanceof TusAnswer) {
    return error;
  }
  if (error instanceof HttpError) {
    const message = (error.peopleText && peopleMessage(error.peopleText, locale)) ?? error.message;
    return new TusAnswer(error.statusCode, errorJson(error.statusCode, error.code, message));
  }
  log.error({ err: error }, 'resumable upload failed');
  return new TusAnswer(500, errorJson(500, 'INTERNAL_ERROR', 'An unexpected error occurred'));
}

/**
 * The tus server (decision 0268) at `path`: bytes into the file store, the length limit of the
 * one-request upload, and on the last byte the same pipeline as that upload. Its own errors
 * (a wrong offset, a missing header) are answered in the contract's error shape too.
 */
export function createResumableUploadServer(
  deps: PhotoManagementDeps,
  storage: ResumableUploadStorage,
  finishing: FinishingUploads,
  path: string,
  log: FastifyBaseLogger,
): Server {
  const localeOf = (request: Request): string =>
    localeOfRequest(
      { origin: request.headers.get('origin'), host: request.headers.get('host') ?? '' },
      deps.settings.DEFAULT_VENDOR_HOST,
    );
  return new Server({
    path,
    datastore: storage.datastore,
    maxSize: deps.settings.MAX_UPLOAD_BYTES,
    // The app may reach the API through another host name or a proxy: resolve against the URL
    // the client used.
    relativeLocation: true,
    namingFunction: () => randomUUID(),
    async onUploadCreate(request, upload) {
      try {
        await admitResumableUpload(deps.db, callerOf(request).user, upload);
      } catch (error) {
        throw answerOf(error, log, localeOf(request));
      }
      return {};
    },
    async onUploadFinish(request, upload) {
      try {
        const result = await finishResumableUpload(
          deps,
          storage,
          finishing,
          callerOf(request),
          upload,
        );
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(result.photo),
        };
      } catch (error) {
        throw answerOf(error, log, localeOf(request));
      }
    },
    onResponseError(request, error) {
      if (error instanceof TusAnswer) {
        return { status_code: error.status_code, body: error.body };
      }
      const statusCode = 'status_code' in error ? error.status_code : 500;
      if (statusCode >= 500) {
        log.error({ err: error }, 'resumable upload failed');
        return {
          status_code: statusCode,
          body: errorJson(statusCode, 'INTERNAL_ERROR', 'An unexpected error occurred'),
        };
      }
      if (statusCode === 413) {
        return answerOf(tooLarge(deps.settings.MAX_UPLOAD_BYTES), log, localeOf(request));
      }
      const message = 'body' in error ? error.body.trim() : error.message;
      return {
        status_code: statusCode,
        body: errorJson(statusCode, codeOfStatus(statusCode), message),
      };
    },
  });
}
