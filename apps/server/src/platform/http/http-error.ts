import { STATUS_CODES } from 'node:http';
import type { PeopleText } from './people-text.ts';

/** An error a service throws on purpose; the error handler turns it into the error shape. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly issues: { path: string; message: string }[] | undefined;
  /** When people read the message: it is answered in the language of the brand asked. */
  peopleText: PeopleText | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.issues = issues;
  }

  /** The same error, its message written for people from the locale files (`message` stays the en-GB fallback). */
  forPeople(text: PeopleText): this {
    this.peopleText = text;
    return this;
  }
}

export const reasonPhrase = (statusCode: number): string => STATUS_CODES[statusCode] ?? 'Error';

export const notFound = (what = 'Resource'): HttpError =>
  new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const badRequest = (message: string, code = 'BAD_REQUEST'): HttpError =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Authentication required'): HttpError =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Not allowed'): HttpError =>
  new HttpError(403, 'FORBIDDEN', message);
export const conflict = (message: string, code = 'CONFLICT'): HttpError =>
  new HttpError(409, code, message);

/** 429: too many attempts lately; the answer's Retry-After says when to try again. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message: string) {
    super(429, 'RATE_LIMITED', message);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
