import type { DetailedError } from 'tus-js-client';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import {
  PhotoSchema,
  RESUMABLE_UPLOAD_METADATA,
  RESUMABLE_UPLOADS_PATH,
  type Photo,
} from '@my-account/contract/photos';
import { readAccessToken } from '@/lib/auth-cookies';
import { withSessionRefresh } from '@/lib/http-client';
import { RequestFailureError, ResponseParseError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { createUuid } from '@/lib/uuid';
import {
  reasonOf,
  UploadRefusedError,
  type UploadOptions,
} from '@/features/photos/api/upload-photo';
import { isRetryableStatus } from '@/features/photos/lib/upload-failure';

/**
 * Files above this go through the resumable upload (decision 0269): a dropped connection or a
 * server restart then costs the bytes in flight, not the whole file. Smaller ones take the
 * one-request upload, one round trip each.
 */
export const RESUMABLE_UPLOAD_MIN_BYTES = 5 * 1024 * 1024;
/** PATCH size: slices of the file (never read whole into memory), a round trip per 16 MB. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** Waits between tries after a failure that can pass: enough to outlast a server restart. */
const RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 15_000, 30_000];

/**
 * The resumable upload (tus, `/resumable-uploads` of photo-management). The upload's URL is
 * kept in local storage under the file's fingerprint (name, type, size, modified time), so the
 * same file picked again after a reload continues where it stopped; it is forgotten once done.
 */
export function uploadPhotoResumable(file: File, options: UploadOptions = {}): Promise<Photo> {
  // An expired token (401) is refreshed and the upload resumed from its stored URL.
  return withSessionRefresh(() => sendResumable(file, options));
}

async function sendResumable(
  file: File,
  { uploadId, onProgress, signal }: UploadOptions,
): Promise<Photo> {
  const endpoint = serviceUrl('photo-management', RESUMABLE_UPLOADS_PATH);
  // Loaded with the first large file: the photos page does not pay for it up front.
  const { Upload } = await import('tus-js-client');
  return new Promise<Photo>((resolve, reject) => {
    let lastCorrelationId = createUuid();
    const upload = new Upload(file, {
      endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      metadata: {
        [RESUMABLE_UPLOAD_METADATA.fileName]: file.name,
        ...(uploadId ? { [RESUMABLE_UPLOAD_METADATA.uploadId]: uploadId } : {}),
      },
      onBeforeRequest: (request) => {
        // Read on every request: a token refreshed meanwhile is the one sent.
        const token = readAccessToken();
        if (token) {
          request.setHeader('Authorization', `Bearer ${token}`);
        }
        lastCorrelationId = createUuid();
        request.setHeader(CORRELATION_ID_HEADER, lastCorrelationId);
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // A 401 goes back to `withSessionRefresh`, which refreshes the token first.
        return status !== 401 && isRetryableStatus(status);
      },
      onProgress: (sent, total) => {
        onProgress?.(sent, total);
      },
      onSuccess: ({ lastResponse }) => {
        const parsed = PhotoSchema.safeParse(parsedJson(lastResponse.getBody()));
        if (parsed.success) {
          resolve(parsed.data);
        } else {
          // Found complete without the photo (its answer was lost): the retry sends it again.
          reject(new ResponseParseError('PATCH', endpoint, lastCorrelationId, 'no photo'));
        }
      },
      onError: (error) => {
        reject(errorOf(error, endpoint, lastCorrelationId));
      },
    });
    signal?.addEventListener('abort', () => {
      // Ends it on the server too: nothing of a cancelled upload is kept.
      void upload.abort(true).catch(() => undefined);
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
    void upload.findPreviousUploads().then(
      (previous) => {
        const latest = previous.at(-1);
        if (latest) {
          upload.resumeFromPreviousUpload(latest);
        }
        upload.start();
      },
      () => {
        upload.start();
      },
    );
  });
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorOf(error: Error, url: string, correlationId: string): Error {
  const response = 'originalResponse' in error ? (error as DetailedError).originalResponse : null;
  if (!response || response.getStatus() === 0) {
    return new RequestFailureError('PATCH', url, correlationId, error);
  }
  const status = response.getStatus();
  const body = response.getBody();
  return new UploadRefusedError(
    {
      status,
      body,
      url,
      correlationId: response.getHeader(CORRELATION_ID_HEADER) ?? correlationId,
    },
    reasonOf(status, body),
  );
}
