import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { AlbumPhotosBodySchema } from '@my-account/contract/albums';
import {
  httpClient,
  RESPONSE_TIMEOUT_MS,
  setHttpAuthHandlers,
  withSessionRefresh,
  type RequestBody,
} from '@/lib/http-client';
import {
  HttpError,
  RequestBodyError,
  RequestFailureError,
  ResponseParseError,
} from '@/lib/http-error';

const BASE = 'http://api.test/api/customer';
const CustomerSchema = z.object({ id: z.string() });
const AddressBodySchema = z.object({ city: z.string().check(z.trim()) });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function lastRequest(index = -1): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(index);
  if (!call) {
    throw new Error('fetch was not called');
  }
  const [input, init = {}] = call;
  const url = input instanceof Request ? input.url : input.toString();
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'auth_access_token=token-1; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setHttpAuthHandlers(undefined);
  document.cookie = 'auth_access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('httpClient requests', () => {
  it('sends the bearer token, a correlation id and no-store, and parses the response', async () => {
    fetchMock.mockResolvedValue(json({ id: 'c-1', extra: true }));
    const customer = await httpClient.get(`${BASE}/customers/me`, { schema: CustomerSchema });
    expect(customer).toEqual({ id: 'c-1' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`${BASE}/customers/me`);
    expect(init.method).toBe('GET');
    expect(init.cache).toBe('no-store');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-CorrelationId')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('uses a new correlation id per call', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ id: 'c-1' })));
    await httpClient.get(`${BASE}/a`, { schema: CustomerSchema });
    await httpClient.get(`${BASE}/b`, { schema: CustomerSchema });
    expect(lastRequest(0).headers.get('X-CorrelationId')).not.toBe(
      lastRequest(1).headers.get('X-CorrelationId'),
    );
  });

  it('sends JSON bodies and query parameters, skipping undefined ones', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await httpClient.post(`${BASE}/customers/me/addresses`, {
      schema: z.undefined(),
      body: { schema: AddressBodySchema, value: { city: 'Utrecht' } },
      query: { offset: 0, limit: 100, state: undefined },
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`${BASE}/customers/me/addresses?offset=0&limit=100`);
    expect(init.body).toBe('{"city":"Utrecht"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no token on public calls', async () => {
    fetchMock.mockResolvedValue(json({ id: 'x' }));
    await httpClient.get('/config.json', { schema: CustomerSchema, authenticated: false });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('httpClient request bodies', () => {
  it('sends the body as its request schema parses it', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await httpClient.post(`${BASE}/customers/me/addresses`, {
      schema: z.undefined(),
      body: { schema: AddressBodySchema, value: { city: '  Utrecht ' } },
    });
    expect(lastRequest().init.body).toBe('{"city":"Utrecht"}');
  });

  it('refuses a body its request schema refuses, without calling the server', async () => {
    const error = await httpClient
      .post(`${BASE}/albums/a1/photos`, {
        schema: z.unknown(),
        body: { schema: AlbumPhotosBodySchema, value: { photoIds: [] } },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestBodyError);
    expect((error as Error).message).toMatch(
      /^Invalid request body! POST \/api\/customer\/albums\/a\/photos: photoIds /,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("words a refusal in zod's English messages, which zod/mini does not load by itself", async () => {
    const error = await httpClient
      .post(`${BASE}/albums/a1/photos`, {
        schema: z.unknown(),
        body: { schema: AlbumPhotosBodySchema, value: { photoIds: [] } },
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /: photoIds Too small: expected array to have >=1 items$/,
    );
  });

  it('types the body by its request schema (a wrong body does not compile)', () => {
    expectTypeOf<RequestBody<typeof AlbumPhotosBodySchema>['value']>().toEqualTypeOf<{
      photoIds: string[];
    }>();
    // Built, never sent: what matters here is that the compiler refuses each wrong body.
    const wrongBodies = () => [
      httpClient.post(`${BASE}/albums/a1/photos`, {
        schema: z.unknown(),
        // @ts-expect-error photoIds is a list of ids, not one id
        body: { schema: AlbumPhotosBodySchema, value: { photoIds: 'p1' } },
      }),
      httpClient.delete(`${BASE}/albums/a1/photos`, {
        schema: z.unknown(),
        // @ts-expect-error a body without its contract schema
        body: { photoIds: ['p1'] },
      }),
      httpClient.get(`${BASE}/albums`, {
        schema: z.unknown(),
        // @ts-expect-error a GET has no body
        body: { schema: AlbumPhotosBodySchema, value: { photoIds: ['p1'] } },
      }),
    ];
    expect(wrongBodies).toBeTypeOf('function');
  });
});

describe('httpClient errors', () => {
  it('throws the spec text for a non-OK response and keeps status and body', async () => {
    const body = '{"statusCode":500,"error":"Internal Server Error","code":"X","message":"boom"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 500 }));
    const url = `${BASE}/customers/me`;
    const error = await httpClient.get(url, { schema: CustomerSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      `Error ${body}; Status Code: 500 Received from ${url}`,
    );
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).body).toBe(body);
  });

  it('reports a network failure with the method and the path without query and digits', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await httpClient
      .get('http://api.test/api/photo-management/photos/timeline/2024/05?page=2', {
        schema: CustomerSchema,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailureError);
    expect((error as Error).message).toBe(
      'Request failure GET /api/photo-management/photos/timeline//',
    );
  });

  it('lets an aborted request stay an abort', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const error = await httpClient
      .get(`${BASE}/x`, { schema: CustomerSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
  });

  it('fails a call the server does not answer in time like a lost connection', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              reject(init.signal?.reason as DOMException);
            });
          }),
      );
      const pending = httpClient
        .post(`${BASE}/albums`, { schema: CustomerSchema })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(RESPONSE_TIMEOUT_MS);
      const error = await pending;
      expect(error).toBeInstanceOf(RequestFailureError);
      expect((error as RequestFailureError).cause).toMatchObject({ name: 'TimeoutError' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a response that breaks the contract schema as an error', async () => {
    fetchMock.mockResolvedValue(json({ id: 42 }));
    const error = await httpClient
      .get(`${BASE}/customers/me`, { schema: CustomerSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toMatch(
      /^Failed to parse response! GET \/api\/customer\/customers\/me: id /,
    );
  });
});

describe('httpClient on 401', () => {
  it('refreshes once and retries with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('expired', { status: 401 }))
      .mockResolvedValueOnce(json({ id: 'c-1' }));
    const onUnauthorized = vi.fn();
    setHttpAuthHandlers({
      refreshAccessToken: () => {
        document.cookie = 'auth_access_token=token-2; path=/';
        return Promise.resolve(true);
      },
      onUnauthorized,
    });
    await expect(
      httpClient.get(`${BASE}/customers/me`, { schema: CustomerSchema }),
    ).resolves.toEqual({
      id: 'c-1',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out when the refresh is refused', async () => {
    fetchMock.mockResolvedValue(new Response('expired', { status: 401 }));
    const onUnauthorized = vi.fn();
    setHttpAuthHandlers({ refreshAccessToken: () => Promise.resolve(false), onUnauthorized });
    const error = await httpClient
      .get(`${BASE}/me`, { schema: CustomerSchema })
      .catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('signs out when the retry is still unauthorised, without refreshing again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('no', { status: 401 })));
    const refreshAccessToken = vi.fn(() => Promise.resolve(true));
    const onUnauthorized = vi.fn();
    setHttpAuthHandlers({ refreshAccessToken, onUnauthorized });
    await expect(httpClient.get(`${BASE}/me`, { schema: CustomerSchema })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(refreshAccessToken).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("keeps a call's own 401 answer code as its answer, and refreshes for any other 401", async () => {
    const refreshAccessToken = vi.fn(() => Promise.resolve(false));
    const onUnauthorized = vi.fn();
    setHttpAuthHandlers({ refreshAccessToken, onUnauthorized });
    fetchMock.mockResolvedValueOnce(json({ code: 'WIDGET_NONE', message: 'none' }, 401));
    const error = await httpClient
      .get(`${BASE}/widget`, { schema: CustomerSchema, answer401Code: 'WIDGET_NONE' })
      .catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).body).toContain('WIDGET_NONE');
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ code: 'UNAUTHORIZED', message: 'expired' }, 401));
    await expect(
      httpClient.get(`${BASE}/widget`, { schema: CustomerSchema, answer401Code: 'WIDGET_NONE' }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(refreshAccessToken).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not refresh for public calls', async () => {
    fetchMock.mockResolvedValue(new Response('no', { status: 401 }));
    const refreshAccessToken = vi.fn(() => Promise.resolve(true));
    setHttpAuthHandlers({ refreshAccessToken, onUnauthorized: vi.fn() });
    await expect(
      httpClient.get('/config.json', { schema: CustomerSchema, authenticated: false }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});

describe('withSessionRefresh (transports other than fetch)', () => {
  const unauthorized = () =>
    new HttpError({
      status: 401,
      body: '{}',
      url: '/api/photo-management/photos',
      correlationId: 'c',
    });

  it('refreshes once after a 401 and sends again with the new token', async () => {
    const refreshAccessToken = vi.fn(() => Promise.resolve(true));
    const onUnauthorized = vi.fn();
    setHttpAuthHandlers({ refreshAccessToken, onUnauthorized });
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unauthorized())
      .mockResolvedValueOnce('uploaded');
    await expect(withSessionRefresh(send)).resolves.toBe('uploaded');
    expect(send).toHaveBeenCalledTimes(2);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out when the session cannot be refreshed, without sending again', async () => {
    const onUnauthorized = vi.fn();
    setHttpAuthHandlers({ refreshAccessToken: () => Promise.resolve(false), onUnauthorized });
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(unauthorized());
    await expect(withSessionRefresh(send)).rejects.toMatchObject({ status: 401 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('signs out when the new token is refused too', async () => {
    const onUnauthorized = vi.fn();
    setHttpAuthHandlers({ refreshAccessToken: () => Promise.resolve(true), onUnauthorized });
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(unauthorized());
    await expect(withSessionRefresh(send)).rejects.toMatchObject({ status: 401 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('passes other failures through untouched', async () => {
    const refreshAccessToken = vi.fn(() => Promise.resolve(true));
    setHttpAuthHandlers({ refreshAccessToken, onUnauthorized: vi.fn() });
    const refused = new HttpError({ status: 422, body: '{}', url: '/x', correlationId: 'c' });
    await expect(withSessionRefresh(() => Promise.reject(refused))).rejects.toBe(refused);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});
