import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, type vi } from 'vitest';
import type { AppConfig } from '@my-account/contract/app-config';
import { SERVICE_NAMES, type ServiceName } from '@my-account/contract/services';
import { configureServiceUrls } from '@/lib/service-url';

/**
 * Our API as component tests see it: MSW answers the real fetch calls of the http client, so
 * every response is parsed with its contract schema exactly as in production. Handlers are
 * added per test with `apiServer.use(...)` and dropped after it.
 */
export const apiServer = setupServer();

const API_ORIGIN = 'http://app.test';

/** The URL of a service path, as `serviceUrl` builds it in tests. */
export function apiUrl(service: ServiceName, path = ''): string {
  return `${API_ORIGIN}/api/${service}${path}`;
}

const TEST_SERVICES = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, apiUrl(service)]),
) as AppConfig['services'];

/**
 * Fake timers for tests that intercept requests: every timer the app uses, but not
 * `setImmediate`, which MSW's socket-level interception needs in order to answer.
 */
export const FAKE_TIMERS_WITH_API: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};

/** Error reports the app sent (failed queries and mutations report themselves). */
export const reportedErrors: unknown[] = [];

const unhandledRequests: string[] = [];

/**
 * Intercepts the requests of this test file. A request no handler answers fails the test, so a
 * test that says "nothing is fetched" is held to it. Error reports are accepted and kept in
 * `reportedErrors`.
 */
export function interceptApiRequests(): void {
  beforeAll(() => {
    apiServer.events.on('request:unhandled', ({ request }) => {
      unhandledRequests.push(`${request.method} ${request.url}`);
    });
    apiServer.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    configureServiceUrls(TEST_SERVICES);
    apiServer.use(
      http.post(apiUrl('client-errors'), async ({ request }) => {
        reportedErrors.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });
  afterEach(() => {
    apiServer.resetHandlers();
    reportedErrors.length = 0;
    const unhandled = unhandledRequests.splice(0);
    expect(unhandled, 'requests no handler answered').toEqual([]);
  });
  afterAll(() => {
    apiServer.events.removeAllListeners();
    apiServer.close();
  });
}
