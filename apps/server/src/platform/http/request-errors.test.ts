import { STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
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

  it("names each field's problem in zod's English words (the contract is zod/mini)", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' },
      payload: '{"message": 5}',
    });
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({
      message: 'Invalid request: body.message Invalid input: expected string, received number',
      issues: [
        { path: 'body.message', message: 'Invalid input: expected string, received number' },
      ],
    });
  });

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

  it('404 for a known path with another method (Fastify answers 404, not 405)', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      correlationId: response.headers['x-correlationid'],
    });
  });

  // Fastify answers these before routing, so no hook and no error handler of a route runs; a
  // GET with a too long segment may reach the built web app's catch-all: the same 414.
  it.each([
    [
      '400 for a malformed percent-encoding in a path parameter',
      'GET',
      '/locales/%E0%A4%A',
      400,
      'BAD_URL',
    ],
    [
      '414 for a path parameter over the router limit (GET)',
      'GET',
      `/api/public-config/vendors/${'%C3%A9'.repeat(1025)}`,
      414,
      'URI_TOO_LONG',
    ],
    [
      '414 for a path parameter over the router limit (DELETE)',
      'DELETE',
      `/api/photo-management/photos/${'a'.repeat(2000)}`,
      414,
      'URI_TOO_LONG',
    ],
  ] as const)('%s', async (_name, method, url, status, code) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { 'x-correlationid': 'probe-7' },
    });
    expect(response.statusCode).toBe(status);
    const body = ErrorResponseSchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: status, code, correlationId: 'probe-7' });
    expect(response.headers['x-correlationid']).toBe('probe-7');
    // The message names the problem without repeating the URL back.
    expect(body.message.length).toBeLessThan(100);
  });
});

/** Sends raw bytes to the server and reads the whole answer (the server closes afterwards). */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.write(request);
  });
}

describe("what Node's HTTP parser refuses is answered in the error shape too", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [
      '431 for headers over the limit',
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'REQUEST_HEADER_FIELDS_TOO_LARGE',
    ],
    [
      '400 for a request that is not HTTP',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header Name: x\r\n\r\n',
      400,
      'MALFORMED_REQUEST',
    ],
  ])('%s', async (_name, request, status, code) => {
    const answer = await rawExchange(port, request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}`);
    const correlationId = /^x-correlationid: (.+)$/im.exec(head)?.[1];
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ErrorResponseSchema.parse(JSON.parse(body))).toMatchObject({
      statusCode: status,
      code,
      correlationId,
    });
  });
});
