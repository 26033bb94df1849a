import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError, RequestFailureError } from '@/lib/http-error';
import { reportError } from '@/lib/report-error';

/**
 * Server (5xx) and network failures may pass; client errors (4xx) and responses that break
 * the contract will not change on a retry.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient =
    error instanceof RequestFailureError || (isHttpError(error) && error.status >= 500);
  return transient && failureCount < 2;
}

function describeKey(key: readonly unknown[]): string {
  return key.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('/');
}

/**
 * The query client of the app: every failed query or mutation is reported once to the
 * client-errors service (the spec: any failed action is logged and reported).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportError(error, `query ${describeKey(query.queryKey)}`);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const key = mutation.options.mutationKey;
        reportError(error, `mutation ${key ? describeKey(key) : 'unnamed'}`);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      // A change is sent even offline, so it fails at once with its visible error instead of
      // waiting, paused and spinning, for the connection to come back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
