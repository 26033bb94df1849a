import { CORRELATION_ID_HEADER, ErrorResponseSchema } from '@my-account/contract/errors';
import { PHOTO_UPLOAD_FIELD, PhotoSchema, type Photo } from '@my-account/contract/photos';
import { readAccessToken } from '@/lib/auth-cookies';
import { withSessionRefresh } from '@/lib/http-client';
import { HttpError, RequestFailureError, ResponseParseError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { createUuid } from '@/lib/uuid';

/** A refused upload: `reason` is the server's message for the customer (4xx only). */
export class UploadRefusedError extends HttpError {
  readonly reason: string | undefined;
  constructor(args: ConstructorParameters<typeof HttpError>[0], reason: string | undefined) {
    super(args);
    this.name = 'UploadRefusedError';
    this.reason = reason;
  }
}

/** The server's message for the customer in a 4xx answer (the contract's error shape). */
export function reasonOf(status: number, body: string): string | undefined {
  if (status >= 500) {
    return undefined;
  }
  try {
    const parsed = ErrorResponseSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

export interface UploadOptions {
  /** Our id of this upload; the same for a retry of the same file. */
  uploadId?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /photos: one file as multipart/form-data (field "file"). XMLHttpRequest, because fetch
 * cannot report upload progress; it sends the same bearer token and correlation id as the
 * HTTP client and parses the answer with the contract.
 */
export function uploadPhoto(file: File, options: UploadOptions = {}): Promise<Photo> {
  // A token that expired during a long upload is refreshed and the file sent again.
  return withSessionRefresh(() => sendUpload(file, options));
}

function sendUpload(file: File, { uploadId, onProgress, signal }: UploadOptions): Promise<Photo> {
  const base = serviceUrl('photo-management', '/photos');
  const url = uploadId ? `${base}?uploadId=${encodeURIComponent(uploadId)}` : base;
  const correlationId = createUuid();
  return new Promise<Photo>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(CORRELATION_ID_HEADER, correlationId);
    const token = readAccessToken();
    if (token) {
      request.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    request.upload.addEventListener('progress', (event) => {
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    request.addEventListener('load', () => {
      const body = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(
          new UploadRefusedError(
            {
              status: request.status,
              body,
              url,
              correlationId: request.getResponseHeader(CORRELATION_ID_HEADER) ?? correlationId,
            },
            reasonOf(request.status, body),
          ),
        );
        return;
      }
      try {
        const parsed = PhotoSchema.safeParse(JSON.parse(body));
        if (parsed.success) {
          resolve(parsed.data);
        } else {
          reject(new ResponseParseError('POST', url, correlationId, parsed.error.message));
        }
      } catch (error) {
        reject(new ResponseParseError('POST', url, correlationId, String(error)));
      }
    });
    request.addEventListener('error', () => {
      reject(new RequestFailureError('POST', url, correlationId, new Error('network error')));
    });
    request.addEventListener('abort', () => {
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
    signal?.addEventListener('abort', () => {
      request.abort();
    });
    const form = new FormData();
    form.append(PHOTO_UPLOAD_FIELD, file, file.name);
    request.send(form);
  });
}
