import { z } from 'zod/mini';
import {
  ClientErrorReportSchema,
  type ClientErrorReport,
} from '@my-account/contract/client-errors';
import { httpRequest } from '@/lib/http-client';
import { hasServiceUrl, serviceUrl } from '@/lib/service-url';

/** The same failure seen again within this window (retries, several observers) is not re-sent. */
const DEDUPE_WINDOW_MS = 60_000;
const lastReported = new Map<string, number>();

function truncate(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : value.slice(0, max);
}

function hasCorrelationId(error: unknown): error is { correlationId: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'correlationId' in error &&
    typeof error.correlationId === 'string'
  );
}

/**
 * Sends a failed operation to the client-errors service. Never throws and never reports its
 * own failure, so a broken network cannot turn into a loop of reports.
 */
export function reportError(error: unknown, action?: string): void {
  const message = error instanceof Error ? error.message : String(error);
  const key = `${action ?? ''}|${message}`;
  const now = Date.now();
  const previous = lastReported.get(key);
  if (previous !== undefined && now - previous < DEDUPE_WINDOW_MS) {
    return;
  }
  lastReported.set(key, now);
  if (!hasServiceUrl('client-errors')) {
    return;
  }
  const report: ClientErrorReport = {
    message: truncate(message || 'Unknown error', 4000) ?? 'Unknown error',
    ...(action ? { action: truncate(action, 200) } : {}),
    url: truncate(window.location.href, 2000),
    ...(error instanceof Error && error.stack ? { stack: truncate(error.stack, 20000) } : {}),
    ...(hasCorrelationId(error) ? { correlationId: truncate(error.correlationId, 200) } : {}),
  };
  httpRequest({
    url: serviceUrl('client-errors'),
    method: 'POST',
    body: { schema: ClientErrorReportSchema, value: report },
    schema: z.unknown(),
    authenticated: false,
    keepalive: true,
  }).catch(() => undefined);
}

/** Forgets what was reported; for tests. */
export function resetReportedErrors(): void {
  lastReported.clear();
}
