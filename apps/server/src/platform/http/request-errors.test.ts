import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

describe('bad requests are answered in the error shape, never with a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cases = [
    {
      name: '415 for a content type no route reads',
      request: { headers: { 'content-type': 'application/xml' }, payload: '<message/>' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: '413 for a JSON body over 1 MiB',
      request: {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) }),
      },
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: '400 for malformed JSON',
      request: { headers: { 'content-type': 'application/json' }, payload: '{"message": ' },
      status: 400,
      code: 'INVALID_JSON',
    },
    {
      name: '400 for a body that breaks the schema',
      request: { headers: { 'content-type': 'application/json' }, payload: '{"message": 5}' },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
  ];

  for (const { name, request, status, code } of cases) {
    it(name, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { ...request.headers, 'x-forwarded-for': '198.51.100.1' },
        payload: request.payload,
      });
      expect(response.statusCode).toBe(status);
      const body = ErrorResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        statusCode: status,
        code,
        correlationId: response.headers['x-correlationid'],
      });
    });
  }

  it('404 for an unknown route, in the error shape', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      message: 'Route DELETE /api/no/such/route not found',
    });
  });
});
