import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { ErrorResponse } from '@my-account/contract/errors';
import { HttpError, reasonPhrase } from './http-error.ts';

interface Mapped {
  statusCode: number;
  code: string;
  message: string;
  issues?: ErrorResponse['issues'];
}

/** Fastify's own request-parsing errors, mapped to clear client errors. */
const FASTIFY_CLIENT_ERRORS: Record<string, { statusCode: number; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'EMPTY_JSON_BODY' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'INVALID_CONTENT_LENGTH' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_VALIDATION: { statusCode: 400, code: 'VALIDATION_FAILED' },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, code: 'BAD_REQUEST' },
};

/**
 * PostgreSQL refuses a NUL character in text (SQLSTATE 22021), which SQLite stores: on either
 * database such text can only have come from the caller, so it is the caller's error.
 */
const PG_INVALID_BYTE_SEQUENCE = '22021';

function mapError(error: FastifyError): Mapped {
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
    return { ...known, message: error.message };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: error.code && !error.code.startsWith('FST_') ? error.code : 'BAD_REQUEST',
      message: error.message,
    };
  }
  return {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: 'An unexpected error occurred',
  };
}

export function sendError(reply: FastifyReply, request: FastifyRequest, mapped: Mapped): void {
  const body: ErrorResponse = {
    statusCode: mapped.statusCode,
    error: reasonPhrase(mapped.statusCode),
    code: mapped.code,
    message: mapped.message,
    correlationId: request.id,
    ...(mapped.issues ? { issues: mapped.issues } : {}),
  };
  void reply.status(mapped.statusCode).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: logs with context, answers in the error shape, hides 5xx details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const mapped = mapError(error);
    if (mapped.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: mapped.code, status: mapped.statusCode }, mapped.message);
    }
    sendError(reply, request, mapped);
  });
}
