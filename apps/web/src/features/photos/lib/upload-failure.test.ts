import { describe, expect, it } from 'vitest';
import { HttpError, RequestFailureError } from '@/lib/http-error';
import { isRetryableStatus, uploadFailureOf } from '@/features/photos/lib/upload-failure';

const httpError = (status: number) =>
  new HttpError({ status, body: '', url: 'https://x.test/photos', correlationId: 'c' });

describe('upload failures', () => {
  it('offers Retry for failures that can pass', () => {
    for (const status of [0, 401, 408, 409, 429, 500, 502, 503]) {
      expect(isRetryableStatus(status), String(status)).toBe(true);
    }
    expect(uploadFailureOf(httpError(503), undefined)).toEqual({
      messageId: 'photos.upload.failedUnknown',
      retryable: true,
    });
    const offline = new RequestFailureError('POST', 'https://x.test/photos', 'c', new Error('x'));
    expect(uploadFailureOf(offline, undefined).retryable).toBe(true);
  });

  it("shows the server's reason and no Retry for files refused for good", () => {
    for (const status of [400, 413, 415, 422]) {
      expect(isRetryableStatus(status), String(status)).toBe(false);
    }
    expect(uploadFailureOf(httpError(422), 'This photo could not be read.')).toEqual({
      message: 'This photo could not be read.',
      retryable: false,
    });
    expect(uploadFailureOf(httpError(415), undefined)).toEqual({
      messageId: 'photos.upload.refused',
      retryable: false,
    });
  });
});
