import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { reportError, resetReportedErrors } from '@/lib/report-error';
import { configureServiceUrls } from '@/lib/service-url';
import type { AppConfig } from '@my-account/contract/app-config';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  configureServiceUrls({
    'client-errors': 'http://app.test/api/client-errors',
  } as AppConfig['services']);
  resetReportedErrors();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function sentReports(): unknown[] {
  return fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown,
  );
}

describe('reportError', () => {
  it('posts the failure with its correlation id, without a token', () => {
    const error = new HttpError({
      status: 500,
      body: 'boom',
      url: 'http://app.test/api/customer/customers/me',
      correlationId: 'corr-1',
    });
    reportError(error, 'query customers/me');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://app.test/api/client-errors');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(sentReports()[0]).toMatchObject({
      message:
        'Error boom; Status Code: 500 Received from http://app.test/api/customer/customers/me',
      action: 'query customers/me',
      correlationId: 'corr-1',
    });
  });

  it('sends the same failure only once', () => {
    reportError(new Error('Request failure GET /api/orders/'), 'query orders');
    reportError(new Error('Request failure GET /api/orders/'), 'query orders');
    reportError(new Error('Request failure GET /api/orders/'), 'query other');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('swallows its own failure, and does not report it (no loop of reports)', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(() => {
      reportError(new Error('x'));
    }).not.toThrow();
    await Promise.resolve();
    // Let the failed send settle: an unhandled rejection would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
