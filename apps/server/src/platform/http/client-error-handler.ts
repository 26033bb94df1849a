import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import { codeOfStatus, errorBody, type MappedError } from './error-handler.ts';
import { reasonPhrase } from './http-error.ts';

/** Node's HTTP parser errors: the request never became a request Fastify could route. */
function mapConnectionError(error: ConnectionError): MappedError {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      statusCode: 431,
      code: codeOfStatus(431),
      message: 'The request line and headers are larger than the server reads',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      statusCode: 408,
      code: codeOfStatus(408),
      message: 'The request did not arrive in time',
    };
  }
  return { statusCode: 400, code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP' };
}

/**
 * Answers what Node's HTTP parser refuses (431 headers too large, 408, malformed requests) in
 * the error shape with a correlation id, as Fastify's default handler answers without a code.
 * There is no request yet, so the id is always a new one.
 */
export function clientErrorHandler(log: FastifyBaseLogger) {
  return (error: ConnectionError, socket: Socket): void => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) {
      return;
    }
    const mapped = mapConnectionError(error);
    const correlationId = randomUUID();
    log.debug({ err: error, correlationId, status: mapped.statusCode }, 'client error');
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const body = JSON.stringify(errorBody(mapped, correlationId));
    socket.end(
      [
        `HTTP/1.1 ${mapped.statusCode} ${reasonPhrase(mapped.statusCode)}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `${CORRELATION_ID_HEADER}: ${correlationId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  };
}
