import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * The longest path segment (decoded) the router takes as a parameter. Signed original URLs end
 * in the photo's file name: up to 120 characters, percent-encoded.
 */
export const MAX_PATH_SEGMENT_LENGTH = 1024;

export const PATH_SEGMENT_TOO_LONG = 'A segment of the URL path is too long';

function decodedLength(segment: string): number {
  try {
    return decodeURIComponent(segment).length;
  } catch {
    // A malformed encoding is the router's to answer (400 BAD_URL).
    return 0;
  }
}

/**
 * The router answers a parameter over the limit with 414 only when no other route takes the
 * path, and the built web app's catch-all takes every GET: it would answer 403 or 404 instead.
 * Refused here, every route answers such a URL alike.
 */
export function refuseLongPathSegments(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.length <= MAX_PATH_SEGMENT_LENGTH) {
      return;
    }
    for (const segment of path.split('/')) {
      if (
        segment.length > MAX_PATH_SEGMENT_LENGTH &&
        decodedLength(segment) > MAX_PATH_SEGMENT_LENGTH
      ) {
        throw new HttpError(414, 'URI_TOO_LONG', PATH_SEGMENT_TOO_LONG);
      }
    }
  });
}
