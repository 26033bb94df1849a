import type { FastifyInstance } from 'fastify';
import { warmUpAccessToken } from './modules/identity/identity.public.ts';
import { timelineWarmUpPaths } from './modules/photo-management/photo-management.public.ts';
import type { AppContext } from './platform/app-context.ts';
import { warmUp, type WarmUpResult } from './platform/lifecycle/warm-up.ts';

/** Connections at once: a handful of customers, not a burst the first second could not take. */
const CONCURRENCY = 8;
/** A start is never held up longer than this, however slow the machine or the database. */
const TIMEOUT_MS = 10_000;

/**
 * Before the server reports ready, it asks itself for WARM_UP_REQUESTS timeline pages as a
 * customer no account is (decision 0307). Undefined when there is none: WARM_UP_REQUESTS=0, or
 * customers' tokens come from another provider.
 */
export async function warmUpServer(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<WarmUpResult | undefined> {
  const requests = ctx.settings.WARM_UP_REQUESTS;
  const token = requests > 0 ? await warmUpAccessToken(ctx.database.db, ctx.settings) : undefined;
  if (token === undefined) {
    return undefined;
  }
  const result = await warmUp({
    origin: ownOrigin(app),
    paths: timelineWarmUpPaths('/api/photo-management'),
    headers: { authorization: `Bearer ${token}` },
    requests,
    concurrency: CONCURRENCY,
    timeoutMs: TIMEOUT_MS,
  });
  // The warm-up's requests are no customer's: the request timings start after them.
  ctx.metrics.httpRequestSeconds.reset();
  return result;
}

/** Where this server answers on the machine itself (a wildcard address is reached on loopback). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.addresses().find((candidate) => typeof candidate !== 'string');
  if (!address) {
    throw new Error('The server listens on no TCP port');
  }
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '::1'
        : address.address;
  return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${String(address.port)}`;
}
