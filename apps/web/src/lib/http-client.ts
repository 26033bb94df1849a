import type { z } from 'zod';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import { readAccessToken } from '@/lib/auth-cookies';
import { HttpError, RequestFailureError, ResponseParseError } from '@/lib/http-error';
import { createUuid } from '@/lib/uuid';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | undefined;

export interface HttpRequest<T> {
  url: string;
  /** The contract schema of the response; a mismatch is an error like any other. */
  schema: z.ZodType<T>;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** False for public calls (config, locales, error reports): no token, no refresh on 401. */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Lets a report still be sent while the page unloads. */
  keepalive?: boolean;
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

async function send(
  request: HttpRequest<unknown>,
  url: string,
  method: HttpMethod,
  correlationId: string,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(CORRELATION_ID_HEADER, correlationId);
  if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
  }
  const token = request.authenticated === false ? undefined : readAccessToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  try {
    return await fetch(url, {
      method,
      headers,
      cache: 'no-store',
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    // A cancelled query is not a failure: let TanStack Query see the abort as it is.
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new RequestFailureError(method, url, correlationId, error);
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
 * The one HTTP client: bearer token from the cookie, a correlation id per call, JSON bodies,
 * no caching, the spec's error texts, one refresh on 401 and a schema parse of every response.
 */
export async function httpRequest<T>(request: HttpRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  const url = withQuery(request.url, request.query);
  const correlationId = createUuid();
  const authenticated = request.authenticated !== false;

  let response = await send(request, url, method, correlationId);
  if (response.status === 401 && authenticated && authHandlers) {
    const refreshed = await authHandlers.refreshAccessToken();
    if (refreshed) {
      response = await send(request, url, method, correlationId);
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
    data = await readBody(response);
  } catch (error) {
    throw new ResponseParseError(method, url, correlationId, String(error));
  }
  const parsed = request.schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
      .join('; ');
    throw new ResponseParseError(method, url, correlationId, issues);
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

type RequestWithoutMethod<T> = Omit<HttpRequest<T>, 'method' | 'url'>;

export const httpClient = {
  get: <T>(url: string, options: RequestWithoutMethod<T>) =>
    httpRequest({ ...options, url, method: 'GET' }),
  post: <T>(url: string, options: RequestWithoutMethod<T>) =>
    httpRequest({ ...options, url, method: 'POST' }),
  put: <T>(url: string, options: RequestWithoutMethod<T>) =>
    httpRequest({ ...options, url, method: 'PUT' }),
  patch: <T>(url: string, options: RequestWithoutMethod<T>) =>
    httpRequest({ ...options, url, method: 'PATCH' }),
  delete: <T>(url: string, options: RequestWithoutMethod<T>) =>
    httpRequest({ ...options, url, method: 'DELETE' }),
};
