import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** The methods whose bodies Fastify reads (it ignores a body on GET, HEAD and TRACE). */
export const BODY_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

const IDENTITY = /^\s*identity\s*$/i;

/**
 * Request bodies are read as sent: nothing decodes a gzip (or other) content coding, so such a
 * body would be misread, or a photo stored from bytes the client never meant. Refused with 415,
 * as RFC 9110 (section 15.5.16) says for a content coding the server does not take.
 */
export function refuseCodedBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && !IDENTITY.test(encoding) && BODY_METHODS.has(request.method)) {
      throw new HttpError(
        415,
        'UNSUPPORTED_CONTENT_ENCODING',
        'Send the request body without a Content-Encoding: bodies are read as sent.',
      );
    }
  });
}
