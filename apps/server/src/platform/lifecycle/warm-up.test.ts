import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp, type WarmUpPlan } from './warm-up.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | undefined;
afterEach(async () => {
  const closing = server;
  server = undefined;
  if (closing?.listening) {
    closing.closeAllConnections();
    await new Promise((resolve) => {
      closing.close(resolve);
    });
  }
});

async function serve(handler: Handler): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

const plan = (origin: string, changes: Partial<WarmUpPlan> = {}): WarmUpPlan => ({
  origin,
  paths: ['/api/a', '/api/b'],
  headers: { authorization: 'Bearer warm' },
  requests: 60,
  concurrency: 4,
  timeoutMs: 10_000,
  ...changes,
});

describe('the start-up warm-up', () => {
  it('sends the planned requests, paths in turn, with its headers', async () => {
    const seen: string[] = [];
    const origin = await serve((request, response) => {
      seen.push(`${request.url ?? ''} ${request.headers.authorization ?? ''}`);
      response.end('{}');
    });

    const result = await warmUp(plan(origin));

    expect(result).toMatchObject({ answered: 60, failed: 0 });
    expect(seen).toHaveLength(60);
    expect(seen.filter((line) => line === '/api/a Bearer warm')).toHaveLength(30);
    expect(seen.filter((line) => line === '/api/b Bearer warm')).toHaveLength(30);
  });

  it('counts answers other than 2xx as failed', async () => {
    const origin = await serve((_request, response) => {
      response.statusCode = 401;
      response.end();
    });

    expect(await warmUp(plan(origin, { requests: 10 }))).toMatchObject({
      answered: 0,
      failed: 10,
    });
  });

  it('stops at its time limit, however many requests are left', async () => {
    const origin = await serve((_request, response) => {
      setTimeout(() => response.end('{}'), 100);
    });

    const result = await warmUp(plan(origin, { requests: 10_000, timeoutMs: 300 }));

    expect(result.answered).toBeGreaterThan(0);
    expect(result.answered).toBeLessThan(100);
    expect(result.ms).toBeLessThan(2_000);
  });

  it('ends without an error when nothing answers', async () => {
    const origin = await serve((_request, response) => response.end());
    server?.close();

    expect(await warmUp(plan(origin))).toMatchObject({ answered: 0, failed: 4 });
  });
});
