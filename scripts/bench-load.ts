import { readFile } from 'node:fs/promises';

export interface LatencyResult {
  p50: number;
  p99: number;
  rps: number;
  /** The server process's CPU time (user + system) per request: steadier than latency on a busy machine. */
  serverCpuMsPerRequest: number;
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
  serverPid: number,
): Promise<LatencyResult> {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = await processCpuMs(serverPid);
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
  const serverCpuMsPerRequest = ((await processCpuMs(serverPid)) - cpuBefore) / total;
  latencies.sort((a, b) => a - b);
  const at = (q: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), rps: total / seconds, serverCpuMsPerRequest };
}

/** Linux clock ticks per second (USER_HZ), as /proc reports CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat. */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
