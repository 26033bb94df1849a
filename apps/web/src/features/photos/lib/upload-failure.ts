import { HttpError } from '@/lib/http-error';
import type { UploadFailure } from '@/features/photos/lib/upload-queue';

/**
 * Statuses worth sending the file again for: a timeout, a conflict of the moment (the library
 * was emptied meanwhile, an offset moved), a lock, too many requests, an expired session (it is
 * refreshed or the customer signs in again). Every other 4xx refused the file for good.
 */
const RETRYABLE_CLIENT_STATUSES = new Set([401, 408, 409, 423, 429]);

export function isRetryableStatus(status: number): boolean {
  return status === 0 || status >= 500 || RETRYABLE_CLIENT_STATUSES.has(status);
}

/**
 * Why an upload failed, for its row: a refused file shows the server's reason and no Retry; a
 * network failure, a server error or a timeout show our message and can be retried.
 */
export function uploadFailureOf(error: unknown, reason: string | undefined): UploadFailure {
  if (error instanceof HttpError && !isRetryableStatus(error.status)) {
    return reason === undefined
      ? { messageId: 'photos.upload.refused', retryable: false }
      : { message: reason, retryable: false };
  }
  return { messageId: 'photos.upload.failedUnknown', retryable: true };
}
