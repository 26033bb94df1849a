import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { AppSettings } from '../../config/env.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { createLogger } from './create-logger.ts';
import { RequestLogController } from './request-log-controller.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  statusCode?: number;
  url?: string;
  slow?: boolean;
}

const INFO = 30;
const ERROR = 50;

/** The process logger as configured, writing its JSON lines into an array. */
function capturingLogger(level: AppSettings['LOG_LEVEL']) {
  const lines: LogLine[] = [];
  const logger = createLogger(
    { LOG_LEVEL: level, NODE_ENV: 'production' },
    {
      write(line: string) {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  );
  return { logger, lines };
}

/** A bare Fastify app logging requests the way the server does. */
async function appWithRoutes(level: AppSettings['LOG_LEVEL'], slowMs: number) {
  const { logger, lines } = capturingLogger(level);
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({ loggerInstance, logController: new RequestLogController(slowMs) });
  registerErrorHandler(app, () => 'en-GB');
  app.get('/fine', async () => ({ ok: true }));
  app.get('/shared/:token', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the database is away');
  });
  await app.ready();
  return { app, lines };
}

describe('request logging in the server', () => {
  const { logger, lines } = capturingLogger('info');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { logger });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The lines of one request, found by its correlation id (the log lines' reqId). */
  const linesOf = (response: { headers: Record<string, unknown> }): LogLine[] => {
    const correlationId = response.headers[CORRELATION_ID_HEADER.toLowerCase()];
    expect(correlationId).toBeTypeOf('string');
    return lines.filter((line) => line.reqId === correlationId);
  };

  it('writes nothing at info for a fast successful request', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(linesOf(response)).toEqual([]);
  });

  it('writes a refused request at info, with its status and address', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(linesOf(response)).toContainEqual(
      expect.objectContaining({
        level: INFO,
        msg: 'request refused',
        statusCode: 404,
        url: '/api/nothing-here',
      }),
    );
  });
});

describe('readiness answers while draining', () => {
  it('writes the 503 as a refusal at info, not as a failure', async () => {
    const { logger, lines } = capturingLogger('info');
    const t = await buildTestApp({}, { logger });
    try {
      t.ctx.readiness.startDraining();
      const response = await t.app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      const correlationId = response.headers[CORRELATION_ID_HEADER.toLowerCase()];
      expect(lines.filter((line) => line.reqId === correlationId)).toEqual([
        expect.objectContaining({ level: INFO, msg: 'request refused', statusCode: 503 }),
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('request lines by outcome', () => {
  it('writes a failed request at error', async () => {
    const { app, lines } = await appWithRoutes('info', 1_000);
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: ERROR, msg: 'request failed', statusCode: 500 }),
    );
    await app.close();
  });

  it('writes a slow request at info', async () => {
    // Every request takes at least 0 ms.
    const { app, lines } = await appWithRoutes('info', 0);
    await app.inject({ url: '/fine' });
    expect(lines).toEqual([
      expect.objectContaining({ level: INFO, msg: 'slow request', statusCode: 200, slow: true }),
    ]);
    await app.close();
  });

  it('writes every request at debug', async () => {
    const { app, lines } = await appWithRoutes('debug', 1_000);
    await app.inject({ url: '/fine' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });

  it('keeps queries and share tokens out of every line', async () => {
    const { app, lines } = await appWithRoutes('debug', 1_000);
    await app.inject({ url: '/fine?toEmailAddress=YW5uQGV4YW1wbGUuY29t&signature=abc' });
    await app.inject({ url: '/shared/s3cr3t-share-token?page=2' });
    await app.inject({ url: '/nothing?email=ann@example.com' });
    expect(lines.map((line) => line.url)).toEqual([
      '/fine',
      '/fine',
      '/shared/:token',
      '/shared/:token',
      '/nothing',
      '/nothing',
      '/nothing',
    ]);
    await app.close();
  });
});
