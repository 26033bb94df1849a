// One round of the timeline bench (scripts/bench-timeline.ts): the server started on a dropped
// page cache, its first round of month pages, then the warm rows.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { measureLatency, type LatencyResult } from './bench-load.ts';
import { startBenchServer, stopServer } from './bench-server.ts';
import { monthPageCursors } from './bench-timeline-cursors.ts';

const CONCURRENCY = 50;

export interface RoundSetup {
  env: NodeJS.ProcessEnv;
  address: string;
  seconds: number;
  /** year/month paths of the big libraries' months, newest first. */
  months: readonly string[];
  bigTokens: readonly string[];
  smallToken: string;
  monthToken: string;
  /** year/month of the one-month library, and how many photos it holds. */
  bigMonth: { path: string; photos: number };
}

export interface Round {
  /** The 1-minute load average when the round began (other work skews every figure). */
  loadAverage: number;
  startSeconds: number;
  cold: boolean;
  rows: [string, LatencyResult][];
}

type Target = { url: string; authorization: string };

export async function runTimelineRound(setup: RoundSetup): Promise<Round> {
  const loadAverage = loadavg()[0] ?? 0;
  // BENCH_WARM=1 keeps the page cache: what the first round owes to the disk and what to a
  // fresh process. BENCH_SERVER_NODE_ARGS: flags for the server's node (space-separated).
  const cold = process.env.BENCH_WARM === '1' ? false : await dropPageCache();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const started = performance.now();
  // Ready as a balancer sees it (the readiness check), not merely listening.
  const server = await startBenchServer(setup.env, setup.address, nodeArgs);
  const startSeconds = (performance.now() - started) / 1000;
  try {
    const api = `${setup.address}/api/photo-management`;
    const load = (targets: readonly Target[]): Promise<LatencyResult> =>
      measureLatency({
        urls: targets.map((target) => target.url),
        authorizations: targets.map((target) => target.authorization),
        headers: {},
        concurrency: CONCURRENCY,
        seconds: setup.seconds,
        requests: 3000,
        serverPid: server.pid ?? 0,
      });
    const as = (token: string, urls: readonly string[]): Target[] =>
      urls.map((url) => ({ url, authorization: `Bearer ${token}` }));
    const monthUrls = setup.months.map((month) => `${api}/photos/timeline/${month}`);
    const everyCustomersMonths = setup.bigTokens.flatMap((token) => as(token, monthUrls));
    const me = as(setup.bigTokens[0] ?? '', [`${setup.address}/api/customer/customers/me`]);

    const rows: [string, LatencyResult][] = [];
    // The first round after the start: no warm-up, the database's pages not in memory.
    rows.push(['month pages, first round (cold)', await load(everyCustomersMonths)]);
    rows.push(['GET /customers/me (baseline)', await load(me)]);
    rows.push(['month pages, warm', await load(everyCustomersMonths)]);
    const counts = setup.bigTokens.flatMap((token) => as(token, [`${api}/users/timeline`]));
    rows.push(['month counts', await load(counts)]);
    rows.push(['100-photo library, month pages', await load(as(setup.smallToken, monthUrls))]);
    const monthUrl = `${api}/photos/timeline/${setup.bigMonth.path}`;
    const cursors = await monthPageCursors(monthUrl, setup.monthToken);
    // The first page too: a month of one page has no cursor at all (and wrk no URL to ask for).
    const deepPages = [monthUrl, ...cursors.map((cursor) => `${monthUrl}?cursor=${cursor}`)];
    rows.push([
      `${setup.bigMonth.photos}-photo month, every depth`,
      await load(as(setup.monthToken, deepPages)),
    ]);
    rows.push(['GET /customers/me again', await load(me)]);
    return { loadAverage, startSeconds, cold, rows };
  } finally {
    await stopServer(server);
  }
}

/**
 * Drops the kernel's page cache (root only), so the first round reads the database from disk
 * as a server does after a reboot or once other work has pushed its pages out.
 */
async function dropPageCache(): Promise<boolean> {
  try {
    await writeFile('/proc/sys/vm/drop_caches', '3\n');
    return true;
  } catch {
    return false;
  }
}
