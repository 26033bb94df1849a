import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/** The client-errors route opts in with 60 requests a minute per client. */
const LIMIT = 60;

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // inject() comes from 127.0.0.1: trusted as a proxy here, so X-Forwarded-For names clients.
    t = await buildTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
  });

  const report = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'x-forwarded-for': ip },
      payload: { message: 'something failed' },
    });

  it('answers 429 in the error shape once a client passes the limit, others unaffected', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await report('203.0.113.7')).statusCode).toBe(204);
    }
    const limited = await report('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(ErrorResponseSchema.parse(limited.json())).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
    });
    expect((await report('203.0.113.8')).statusCode).toBe(204);
  });

  it('by default counts every client by its own address, whatever it forwards', async () => {
    const direct = await buildTestApp();
    try {
      const send = (ip: string) =>
        direct.app.inject({
          method: 'POST',
          url: '/api/client-errors',
          headers: { 'x-forwarded-for': ip },
          payload: { message: 'something failed' },
        });
      for (let i = 0; i < LIMIT; i++) {
        expect((await send(`198.51.100.${i}`)).statusCode).toBe(204);
      }
      expect((await send('198.51.100.250')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('leaves routes that did not opt in unlimited', async () => {
    for (let i = 0; i < LIMIT + 5; i++) {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
