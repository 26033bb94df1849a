export interface LatencyResult {
  p50: number;
  p99: number;
  rps: number;
}

/**
 * Sends `total` GET requests, `concurrency` at a time (one keep-alive connection each), and
 * returns latency percentiles in ms. Any non-200 answer stops the bench: figures of errors lie.
 */
export async function measureLatency(
  url: (index: number) => string,
  headers: Record<string, string>,
  concurrency: number,
  total: number,
): Promise<LatencyResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < total) {
      const index = next++;
      const begin = performance.now();
      const response = await fetch(url(index), { headers });
      await response.arrayBuffer();
      if (response.status !== 200) {
        throw new Error(`${url(index)} answered ${response.status}`);
      }
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), rps: total / seconds };
}
