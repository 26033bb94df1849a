import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const BRAND_ORIGIN = 'http://photobox.co.uk.localhost:8080';

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PORT: '8080' });
  });
  afterAll(async () => {
    await t.close();
  });

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/client-errors',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it("allows a preflight from a brand's local origin, with credentials", async () => {
    const response = await preflight(BRAND_ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(BRAND_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers.vary).toContain('Origin');
  });

  it('gives a foreign origin no CORS grant', async () => {
    const response = await preflight('https://evil.example');
    expect(response.statusCode).toBeLessThan(500);
    // Without Access-Control-Allow-Origin the browser refuses the call.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the app read X-CorrelationId on a cross-origin answer', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { origin: BRAND_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe(BRAND_ORIGIN);
    expect(response.headers['access-control-expose-headers']).toBe('X-CorrelationId');
  });

  it('allows the production brand hosts too', async () => {
    const response = await preflight('https://myaccount.photobox.co.uk');
    expect(response.headers['access-control-allow-origin']).toBe(
      'https://myaccount.photobox.co.uk',
    );
  });
});
