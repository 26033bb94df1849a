import { AsyncLocalStorage } from 'node:async_hooks';

/** The correlation id that work running now was started under, and by what. */
export interface CorrelationScope {
  correlationId: string;
  /** A request (its log lines carry `reqId` already) or a job the request queued. */
  origin: 'request' | 'job';
}

const storage = new AsyncLocalStorage<CorrelationScope>();

/** Runs `work` (and everything it starts) under the scope. */
export function runInCorrelationScope<T>(scope: CorrelationScope, work: () => T): T {
  return storage.run(scope, work);
}

/**
 * Runs `work` (and what it starts) as a job queued under that correlation id, or under none: a
 * job never inherits the scope of whatever code happened to take it.
 */
export function runAsJobOf<T>(correlationId: string | null | undefined, work: () => T): T {
  return correlationId ? storage.run({ correlationId, origin: 'job' }, work) : storage.exit(work);
}

/** The correlation id of the request or job this code runs for, if any. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/**
 * Fields for every log line (pino's mixin): a job's lines carry the correlation id of the
 * request that queued it. A request's own lines have it as `reqId`, so they get nothing more.
 */
export function correlationLogFields(): { correlationId?: string } {
  const scope = storage.getStore();
  return scope?.origin === 'job' ? { correlationId: scope.correlationId } : {};
}
