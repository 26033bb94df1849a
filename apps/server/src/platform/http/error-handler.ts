import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { CORRELATION_ID_HEADER, type ErrorResponse } from '@my-account/contract/errors';
import { HttpError, reasonPhrase, RetryLaterError } from './http-error.ts';
import { peopleMessage } from './people-text.ts';
import { PATH_SEGMENT_TOO_LONG } from './path-segments.ts';

export interface MappedError {
  statusCode: number;
  code: string;
  message: string;
  issues?: ErrorResponse['issues'];
}

/**
 * Fastify's own request errors, mapped to clear client errors. Messages given here replace
 * Fastify's, which repeat the whole URL (up to the header limit) back to the caller.
 */
const FASTIFY_CLIENT_ERRORS: Record<
  string,
  { statusCode: number; code: string; message?: string }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'EMPTY_JSON_BODY' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'INVALID_CONTENT_LENGTH' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_VALIDATION: { statusCode: 400, code: 'VALIDATION_FAILED' },
  FST_ERR_BAD_URL: {
    statusCode: 400,
    code: 'BAD_URL',
    message: 'The URL path holds a malformed percent-encoding',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'URI_TOO_LONG',
    message: PATH_SEGMENT_TOO_LONG,
  },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, code: 'BAD_REQUEST' },
};

/**
 * PostgreSQL refuses a NUL character in text (SQLSTATE 22021), which SQLite stores: on either
 * database such text can only have come from the caller, so it is the caller's error.
 */
const PG_INVALID_BYTE_SEQUENCE = '22021';

/** A stable code from the status alone: 413 is PAYLOAD_TOO_LARGE, 406 NOT_ACCEPTABLE. */
export const codeOfStatus = (statusCode: number): string =>
  reasonPhrase(statusCode)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

function mapError(error: FastifyError): MappedError {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    };
  }
  if (error.validation) {
    const issues = error.validation.map((issue) => ({
      path: [error.validationContext, issue.instancePath.replace(/^\//, '').replace(/\//g, '.')]
        .filter(Boolean)
        .join('.'),
      message: issue.message ?? 'is invalid',
    }));
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `Invalid request: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`,
      issues,
    };
  }
  if (error instanceof pg.DatabaseError && error.code === PG_INVALID_BYTE_SEQUENCE) {
    return {
      statusCode: 400,
      code: 'INVALID_TEXT',
      message: 'The request holds text that cannot be stored (a NUL character)',
    };
  }
  const known = FASTIFY_CLIENT_ERRORS[error.code];
  if (known) {
    return {
      statusCode: known.statusCode,
      code: known.code,
      message: known.message ?? error.message,
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      // Plugins' own codes (FST_*) name their internals, not the caller's mistake.
      code: error.code && !error.code.startsWith('FST_') ? error.code : codeOfStatus(status),
      message: error.message,
    };
  }
  return {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: 'An unexpected error occurred',
  };
}

/** The error shape of every 4xx/5xx answer. */
export function errorBody(mapped: MappedError, correlationId: string): ErrorResponse {
  return {
    statusCode: mapped.statusCode,
    error: reasonPhrase(mapped.statusCode),
    code: mapped.code,
    message: mapped.message,
    correlationId,
    ...(mapped.issues ? { issues: mapped.issues } : {}),
  };
}

export function sendError(reply: FastifyReply, request: FastifyRequest, mapped: MappedError): void {
  // Errors raised before routing (frameworkErrors) skip the hook that sets it on every answer.
  void reply
    .header(CORRELATION_ID_HEADER, request.id)
    .status(mapped.statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(mapped, request.id));
}

/** Logs with context, answers in the error shape, hides 5xx details. */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  localeOf?: (request: FastifyRequest) => string,
): void {
  const mapped = mapError(error);
  if (error instanceof HttpError && error.peopleText && localeOf) {
    mapped.message = peopleMessage(error.peopleText, localeOf(request)) ?? mapped.message;
  }
  if (error instanceof RetryLaterError) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (mapped.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: mapped.code, status: mapped.statusCode }, mapped.message);
  }
  sendError(reply, request, mapped);
}

/**
 * The one error handler. Fastify's errors raised before a route is found (a malformed or too
 * long URL path) reach it through the `frameworkErrors` option (see app.ts).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  localeOf: (request: FastifyRequest) => string,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    handleError(error, request, reply, localeOf);
  });
}
