import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContextHandle } from '../create-app-context.ts';

/** Beyond the drain delay: time for in-flight requests, running jobs and connections to end. */
const CLOSE_GRACE_MS = 10_000;

/** How long close-with-grace waits for `drainAndClose` before it ends the process with 1. */
export const shutdownDeadlineMs = (drainDelayMs: number): number => drainDelayMs + CLOSE_GRACE_MS;

/**
 * A rolling restart that fails no request: readiness turns 503 at once and jobs stop taking work,
 * while the server keeps answering for the drain delay (the balancer polls readiness and stops
 * sending); then Fastify closes, waiting for the requests in flight, and last the ports.
 */
export async function drainAndClose(app: FastifyInstance, ctx: AppContextHandle): Promise<void> {
  ctx.readiness.startDraining();
  const drainDelayMs = ctx.settings.DRAIN_DELAY_MS;
  app.log.info({ drainDelayMs }, 'draining: readiness answers 503');
  // Running handlers finish meanwhile; jobs still queued are another server's, or the next start's.
  // Caught here, since it is awaited only after the drain: ctx.close() stops them again anyway.
  const jobsStopped = ctx.jobs.stop().catch((error: unknown) => {
    app.log.error({ err: error }, 'could not stop the jobs at the start of the drain');
  });
  await sleep(drainDelayMs);
  await app.close();
  await jobsStopped;
  await ctx.close();
}
