/** What a load run saw: every request, and each one that failed with why. */
export interface LoadResult {
  requests: number;
  failures: string[];
}

export interface LoadClient {
  /** Stops sending, waits for the requests in flight, and reports. */
  stop(): Promise<LoadResult>;
}

/**
 * A steady stream of requests through the balancer: `concurrency` loops, each sending the next
 * of `paths` as soon as the previous one is answered. A failure is any answer other than 2xx, or
 * no answer at all (connection refused or reset): a customer would have seen an error.
 */
export function startLoad(
  origin: string,
  paths: readonly string[],
  options: { concurrency: number; headers?: Record<string, string> },
): LoadClient {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  const loop = async (offset: number): Promise<void> => {
    for (let index = offset; running; index += 1) {
      const path = paths[index % paths.length] ?? '/';
      requests += 1;
      try {
        const response = await fetch(`${origin}${path}`, { headers: options.headers ?? {} });
        // The body too: a connection cut while it streams is a failure as well.
        await response.arrayBuffer();
        if (!response.ok) {
          failures.push(`${path}: ${String(response.status)}`);
        }
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        failures.push(`${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
    }
  };
  const loops = Array.from({ length: options.concurrency }, (_, index) => loop(index));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { requests, failures };
    },
  };
}
