import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP platform', () => {
  it('answers unknown routes with 404 in the error shape and echoes X-CorrelationId', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-correlationid': 'test-123' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-correlationid']).toBe('test-123');
    expect(response.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      correlationId: 'test-123',
    });
  });

  it('makes up a correlation id when the caller sends none or a silly one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-correlationid': '<script>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-correlationid']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });
});
