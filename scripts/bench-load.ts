import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface LatencyResult {
  p50: number;
  p99: number;
  rps: number;
  /** The server process's CPU time (user + system) per request: steadier than latency on a busy machine. */
  serverCpuMsPerRequest: number;
}

export interface LoadOptions {
  /** The URLs to cycle through, one request each in turn. */
  urls: readonly string[];
  headers: Record<string, string>;
  /** An Authorization header per URL (same length as `urls`), for several customers at once. */
  authorizations?: readonly string[];
  concurrency: number;
  /** How long to keep the connections busy (wrk) or roughly how many requests to send (fetch). */
  seconds: number;
  requests: number;
  serverPid: number;
}

/**
 * The load client. wrk (Debian's `wrk`, written in C) when the machine has it: on two cores a
 * JavaScript client spends more CPU than the server it measures and its own pauses end up in the
 * percentiles. Without wrk, Node's fetch does the same job (figures then say more about the
 * client); the bench prints which one ran.
 */
export const loadClient: 'wrk' | 'fetch' =
  spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined ? 'wrk' : 'fetch';

export async function measureLatency(options: LoadOptions): Promise<LatencyResult> {
  const cpuBefore = await processCpuMs(options.serverPid);
  const { p50, p99, requests, seconds } =
    loadClient === 'wrk' ? await runWrk(options) : await runFetch(options);
  const serverCpuMsPerRequest = ((await processCpuMs(options.serverPid)) - cpuBefore) / requests;
  return { p50, p99, rps: requests / seconds, serverCpuMsPerRequest };
}

interface RawResult {
  p50: number;
  p99: number;
  requests: number;
  seconds: number;
}

/** The wrk script: cycles through the URLs and prints its figures as JSON when done. */
function wrkScript(urls: readonly string[], authorizations: readonly string[] = []): string {
  const paths = urls.map((url) => {
    const { pathname, search } = new URL(url);
    return JSON.stringify(pathname + search);
  });
  const auths = authorizations.map((value) => JSON.stringify(value));
  return `local paths = { ${paths.join(', ')} }
local auths = { ${auths.join(', ')} }
local next_index = 0
request = function()
  next_index = next_index % #paths + 1
  if #auths > 0 then
    return wrk.format("GET", paths[next_index], { Authorization = auths[next_index] })
  end
  return wrk.format("GET", paths[next_index])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"p50":%f,"p99":%f,"requests":%d,"micros":%d,"bad":%d,"failed":%d}\\n',
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.requests,
    summary.duration, e.status, e.connect + e.read + e.write + e.timeout))
end
`;
}

async function runWrk(options: LoadOptions): Promise<RawResult> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-wrk-'));
  try {
    const script = join(folder, 'paths.lua');
    await writeFile(script, wrkScript(options.urls, options.authorizations));
    const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]);
    const first = options.urls[0] ?? '';
    // One thread: wrk keeps 50 connections busy from one core with little CPU.
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      `-c${options.concurrency}`,
      `-d${options.seconds}s`,
      '-s',
      script,
      ...headerArgs,
      new URL(first).origin,
    ]);
    const line = stdout.split('\n').find((text) => text.startsWith('{"p50"'));
    if (!line) {
      throw new Error(`wrk printed no figures:\n${stdout}`);
    }
    const figures = JSON.parse(line) as RawResult & { micros: number; bad: number; failed: number };
    // Figures of errors lie: any answer but 200 (or a broken connection) stops the bench.
    if (figures.bad > 0 || figures.failed > 0) {
      throw new Error(`${first}: ${figures.bad} bad answers, ${figures.failed} failed requests`);
    }
    return { ...figures, seconds: figures.micros / 1_000_000 };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** `requests` GET requests, `concurrency` at a time (one keep-alive connection each). */
async function runFetch(options: LoadOptions): Promise<RawResult> {
  const { urls, headers, concurrency, requests } = options;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < requests) {
      const index = next++ % urls.length;
      const url = urls[index] ?? '';
      const authorization = options.authorizations?.[index];
      const begin = performance.now();
      const response = await fetch(url, {
        headers: authorization ? { ...headers, authorization } : headers,
      });
      await response.arrayBuffer();
      if (response.status !== 200) {
        throw new Error(`${url} answered ${response.status}`);
      }
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), requests, seconds };
}

/** Linux clock ticks per second (USER_HZ), as /proc reports CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat. */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
