import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createReadiness } from '../../platform/lifecycle/readiness.ts';
import { checkReadiness } from './readiness.service.ts';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness and readiness while running', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('turns readiness to 503 in the error shape once draining, while liveness stays 200', async () => {
    t.ctx.readiness.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    const body = ErrorResponseSchema.parse(ready.json());
    expect(body).toMatchObject({ statusCode: 503, code: 'NOT_READY' });
    expect(body.correlationId).toBe(ready.headers['x-correlationid']);
    // Keep-alive connections are released while draining, so none carries a request too late.
    expect(ready.headers.connection).toBe('close');
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    // Draining is for good: a late markReady (a slow start-up step) does not undo it.
    t.ctx.readiness.markReady();
    expect(t.ctx.readiness.phase()).toBe('draining');
  });
});

describe('checkReadiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not ready while starting', async () => {
    const readiness = createReadiness();
    expect(await checkReadiness({ readiness, database: t.ctx.database, redis: undefined })).toBe(
      'starting',
    );
  });

  it('is not ready when Redis refuses or hangs', async () => {
    const readiness = createReadiness();
    readiness.markReady();
    const database = t.ctx.database;
    const refusing = { commands: { ping: () => Promise.reject(new Error('Redis is away')) } };
    expect(await checkReadiness({ readiness, database, redis: refusing })).toBe('redis');
    const hanging = { commands: { ping: () => new Promise<'PONG'>(() => undefined) } };
    expect(await checkReadiness({ readiness, database, redis: hanging })).toBe('redis');
    const answering = { commands: { ping: () => Promise.resolve('PONG' as const) } };
    expect(await checkReadiness({ readiness, database, redis: answering })).toBeUndefined();
  });

  it('is not ready when the database does not answer', async () => {
    const closed = await buildTestApp();
    await closed.close();
    // That app's database is closed now: queries fail as with a database that went away.
    const readiness = createReadiness();
    readiness.markReady();
    expect(
      await checkReadiness({ readiness, database: closed.ctx.database, redis: undefined }),
    ).toBe('database');
  });
});
