import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes the caller's X-CorrelationId when it is sensible, else makes one. */
export function correlationIdFor(request: IncomingMessage): string {
  const header = request.headers['x-correlationid'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && VALID_ID.test(value) ? value : randomUUID();
}
