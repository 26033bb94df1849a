import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { startServerProcess } from '../../../test/support/server-process.ts';
import {
  freePort,
  openSharedTestDatabase,
  type SharedTestDatabase,
} from '../../../test/support/test-server.ts';
import { waitFor } from '../../../test/support/wait-for.ts';

const DRAIN_DELAY_MS = 1_500;

/** A request whose body arrives over `durationMs`: still in flight when the port would close. */
async function slowRequest(baseUrl: string, durationMs: number): Promise<number> {
  const parts = ['{"message":"', 'slow ', 'client ', 'report', '"}'];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        controller.enqueue(encoder.encode(part));
        await sleep(durationMs / parts.length);
      }
      controller.close();
    },
  });
  const response = await fetch(`${baseUrl}/api/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  });
  return response.status;
}

describe('SIGTERM: a graceful drain', () => {
  let database: SharedTestDatabase;
  beforeAll(async () => {
    database = await openSharedTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('turns readiness 503 at once, fails no request, and exits 0', async () => {
    const server = await startServerProcess({
      database,
      port: await freePort(),
      env: { DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) },
    });
    const { baseUrl } = server;
    await waitFor(
      async () => ((await fetch(`${baseUrl}/api/health/ready`)).ok ? true : undefined),
      {
        what: 'the server to be ready',
      },
    );

    // A balancer: polls readiness every 100 ms and stops sending after 3 answers of 503 in a
    // row, as balancers do (one failed check is not enough), so traffic goes on into the drain.
    let balancerSends = true;
    const answered: { sentAt: number; status: number }[] = [];
    const failures: unknown[] = [];
    const client = async (): Promise<void> => {
      while (balancerSends) {
        const sentAt = performance.now();
        try {
          const response = await fetch(`${baseUrl}/config.json`);
          await response.arrayBuffer();
          answered.push({ sentAt, status: response.status });
        } catch (error) {
          failures.push(error);
        }
        await sleep(10);
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await sleep(300);
    const slow = slowRequest(baseUrl, DRAIN_DELAY_MS + 1_000);
    await sleep(100);

    const signalledAt = performance.now();
    const exited = server.kill('SIGTERM');
    let notReadyAfterMs = Number.NaN;
    let notReady: Response | undefined;
    for (let notReadyInARow = 0; notReadyInARow < 3;) {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.status === 503) {
        notReadyInARow += 1;
        if (notReady === undefined) {
          notReady = response;
          notReadyAfterMs = performance.now() - signalledAt;
        }
      } else {
        notReadyInARow = 0;
      }
      if (response !== notReady) {
        await response.arrayBuffer();
      }
      await sleep(100);
    }
    balancerSends = false;
    await Promise.all(clients);

    expect(ErrorResponseSchema.parse(await notReady?.json()).code).toBe('NOT_READY');
    expect(notReadyAfterMs).toBeLessThan(DRAIN_DELAY_MS / 2);
    expect(failures).toEqual([]);
    expect(answered.filter((request) => request.status !== 200)).toEqual([]);
    // The stream went on into the drain, until the balancer took this server out.
    expect(answered.filter((request) => request.sentAt > signalledAt).length).toBeGreaterThan(0);
    // Sent before the signal, its body still arriving after the drain delay: answered anyway.
    expect(await slow).toBe(204);
    expect(await exited).toBe(0);
    // The drain delay was kept, not cut short.
    expect(performance.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_DELAY_MS);
  });
});
