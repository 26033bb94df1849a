/** A non-OK response. The message is the spec's text; status and body stay readable. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  readonly url: string;
  readonly correlationId: string;

  constructor(args: { status: number; body: string; url: string; correlationId: string }) {
    super(`Error ${args.body}; Status Code: ${args.status} Received from ${args.url}`);
    this.name = 'HttpError';
    this.status = args.status;
    this.body = args.body;
    this.url = args.url;
    this.correlationId = args.correlationId;
  }
}

/** The request never got a response (offline, DNS, CORS, connection reset). */
export class RequestFailureError extends Error {
  readonly correlationId: string;

  constructor(method: string, url: string, correlationId: string, cause: unknown) {
    super(`Request failure ${method} ${stripPath(url)}`, { cause });
    this.name = 'RequestFailureError';
    this.correlationId = correlationId;
  }
}

/** The response did not match its contract schema. */
export class ResponseParseError extends Error {
  readonly correlationId: string;

  constructor(method: string, url: string, correlationId: string, issues: string) {
    super(`Failed to parse response! ${method} ${stripPath(url)}: ${issues}`);
    this.name = 'ResponseParseError';
    this.correlationId = correlationId;
  }
}

/**
 * A request body that its contract schema refuses: a fault of the app, found before sending
 * (the server would answer 400), so it is never retried.
 */
export class RequestBodyError extends Error {
  readonly correlationId: string;

  constructor(method: string, url: string, correlationId: string, issues: string) {
    super(`Invalid request body! ${method} ${stripPath(url)}: ${issues}`);
    this.name = 'RequestBodyError';
    this.correlationId = correlationId;
  }
}

/**
 * The path of a URL without query and digits, so that reports of the same failing call
 * group together whatever ids or dates were in it.
 */
export function stripPath(url: string): string {
  const pathname = new URL(url, window.location.origin).pathname;
  return pathname.replace(/\d/g, '');
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}
