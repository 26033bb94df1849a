import type { z } from 'zod/mini';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import { loadValidationMessages } from '@my-account/contract/validation-messages';
import { readAccessToken } from '@/lib/auth-cookies';
import {
  HttpError,
  RequestBodyError,
  RequestFailureError,
  ResponseParseError,
} from '@/lib/http-error';
import { createUuid } from '@/lib/uuid';

// zod's messages show in forms and in error reports; every page with a form or an API call loads
// this client, so they load with it, before the first parse.
loadValidationMessages();

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | undefined;

/**
 * A JSON request body with the contract schema of the request: `value` must be what the schema
 * accepts, and the client parses it with the schema before sending, so a body the server would
 * refuse never leaves the browser.
 */
export interface RequestBody<S extends z.ZodMiniType> {
  schema: S;
  value: z.input<NoInfer<S>>;
}

export interface HttpRequest<T, B extends z.ZodMiniType = z.ZodMiniType> {
  url: string;
  /** The contract schema of the response; a mismatch is an error like any other. */
  schema: z.ZodMiniType<T>;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: RequestBody<B>;
  /** False for public calls (config, locales, error reports): no token, no refresh on 401. */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Lets a report still be sent while the page unloads. */
  keepalive?: boolean;
  /** 'blob' for a file (a PDF) the page saves: the body is read as it is, not as JSON. */
  responseType?: 'json' | 'blob';
  /**
   * The error code of a 401 that is this call's answer rather than an expired session (the
   * widget read's "no widget", decision 0245): no refresh, no sign-out, an HttpError as usual.
   */
  answer401Code?: string;
}

/** How the client reaches the auth feature without importing it (lib never imports features). */
export interface HttpAuthHandlers {
  /** Gets a new access token; resolves false when the session cannot be refreshed. */
  refreshAccessToken(): Promise<boolean>;
  /** The session is over: sign the user out. */
  onUnauthorized(): void;
}

let authHandlers: HttpAuthHandlers | undefined;

export function setHttpAuthHandlers(handlers: HttpAuthHandlers | undefined): void {
  authHandlers = handlers;
}

function withQuery(url: string, query: HttpRequest<unknown>['query']): string {
  if (!query) {
    return url;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) {
    return url;
  }
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function issuesOf(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
    .join('; ');
}

/** The body as the contract parses it, serialised; undefined when the request has none. */
function serialiseBody(
  request: HttpRequest<unknown>,
  url: string,
  method: HttpMethod,
  correlationId: string,
): string | undefined {
  if (!request.body) {
    return undefined;
  }
  const parsed = request.body.schema.safeParse(request.body.value);
  if (!parsed.success) {
    throw new RequestBodyError(method, url, correlationId, issuesOf(parsed.error));
  }
  return JSON.stringify(parsed.data);
}

/**
 * How long a call may wait for the server's answer (its status and headers) before it fails
 * like a lost connection: a server that never answers must not leave a button spinning. The
 * body (a large file) may take longer.
 */
export const RESPONSE_TIMEOUT_MS = 20_000;

async function send(
  request: HttpRequest<unknown>,
  body: string | undefined,
  url: string,
  method: HttpMethod,
  correlationId: string,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(CORRELATION_ID_HEADER, correlationId);
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
  }
  const token = request.authenticated === false ? undefined : readAccessToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort(new DOMException('The server did not answer in time', 'TimeoutError'));
  }, RESPONSE_TIMEOUT_MS);
  const signal = request.signal
    ? AbortSignal.any([request.signal, timeout.signal])
    : timeout.signal;
  try {
    return await fetch(url, {
      method,
      headers,
      cache: 'no-store',
      signal,
      ...(body !== undefined ? { body } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    // A cancelled query is not a failure: let TanStack Query see the abort as it is.
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    // A call that ran out of time fails with the timer's TimeoutError.
    throw new RequestFailureError(method, url, correlationId, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a 401 carries the call's own answer code (a clone is read: the body stays unread). */
async function isAnswer401(response: Response, code: string | undefined): Promise<boolean> {
  if (code === undefined) {
    return false;
  }
  try {
    const body = JSON.parse(await response.clone().text()) as unknown;
    return typeof body === 'object' && body !== null && 'code' in body && body.code === code;
  } catch {
    return false;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * The one HTTP client: bearer token from the cookie, a correlation id per call, JSON bodies
 * parsed with their contract schema, no caching, the spec's error texts, one refresh on 401 and
 * a schema parse of every response.
 */
export async function httpRequest<T, B extends z.ZodMiniType = z.ZodMiniType>(
  request: HttpRequest<T, B>,
): Promise<T> {
  const method = request.method ?? 'GET';
  const url = withQuery(request.url, request.query);
  const correlationId = createUuid();
  const authenticated = request.authenticated !== false;
  const body = serialiseBody(request, url, method, correlationId);

  let response = await send(request, body, url, method, correlationId);
  if (
    response.status === 401 &&
    authenticated &&
    authHandlers &&
    !(await isAnswer401(response, request.answer401Code))
  ) {
    const refreshed = await authHandlers.refreshAccessToken();
    if (refreshed) {
      response = await send(request, body, url, method, correlationId);
    }
    if (!refreshed || response.status === 401) {
      authHandlers.onUnauthorized();
    }
  }

  if (!response.ok) {
    throw new HttpError({
      status: response.status,
      body: await response.text(),
      url,
      correlationId: response.headers.get(CORRELATION_ID_HEADER) ?? correlationId,
    });
  }

  let data: unknown;
  try {
    data = request.responseType === 'blob' ? await response.blob() : await readBody(response);
  } catch (error) {
    throw new ResponseParseError(method, url, correlationId, String(error));
  }
  const parsed = request.schema.safeParse(data);
  if (!parsed.success) {
    throw new ResponseParseError(method, url, correlationId, issuesOf(parsed.error));
  }
  return parsed.data;
}

/**
 * The same 401 handling for a transport other than fetch (the upload's XMLHttpRequest, which
 * reports progress): when `send` fails with a 401, the session is refreshed once and `send` runs
 * again with the new token; when that cannot help, the user is signed out.
 */
export async function withSessionRefresh<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || !authHandlers) {
      throw error;
    }
    const handlers = authHandlers;
    if (!(await handlers.refreshAccessToken())) {
      handlers.onUnauthorized();
      throw error;
    }
    try {
      return await send();
    } catch (retryError) {
      if (retryError instanceof HttpError && retryError.status === 401) {
        handlers.onUnauthorized();
      }
      throw retryError;
    }
  }
}

type RequestOptions<T, B extends z.ZodMiniType> = Omit<HttpRequest<T, B>, 'method' | 'url'>;

export const httpClient = {
  // A GET has no body.
  get: <T>(url: string, options: Omit<RequestOptions<T, z.ZodMiniType>, 'body'>) =>
    httpRequest({ ...options, url, method: 'GET' }),
  post: <T, B extends z.ZodMiniType = z.ZodMiniType>(url: string, options: RequestOptions<T, B>) =>
    httpRequest({ ...options, url, method: 'POST' }),
  put: <T, B extends z.ZodMiniType = z.ZodMiniType>(url: string, options: RequestOptions<T, B>) =>
    httpRequest({ ...options, url, method: 'PUT' }),
  patch: <T, B extends z.ZodMiniType = z.ZodMiniType>(url: string, options: RequestOptions<T, B>) =>
    httpRequest({ ...options, url, method: 'PATCH' }),
  delete: <T, B extends z.ZodMiniType = z.ZodMiniType>(
    url: string,
    options: RequestOptions<T, B>,
  ) => httpRequest({ ...options, url, method: 'DELETE' }),
};
