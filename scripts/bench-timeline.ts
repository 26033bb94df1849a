// `BENCH_ONLY=timeline npm run bench`: the timeline of big libraries, on SQLite or PostgreSQL.
// Builds BENCH_CUSTOMERS libraries of BENCH_PHOTOS photos over BENCH_YEARS years, a 100-photo
// library and one month of 50,000 photos, starts the server on them with the page cache dropped
// (when this runs as root), and measures the first round after the start, then warm rounds, as
// ratios to the trivial authenticated route in the same run. BENCH_DATABASE_URL (a PostgreSQL
// server URL) runs it on a fresh PostgreSQL database instead of SQLite.
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { loadSettings } from '../apps/server/src/config/env.ts';
import { createAppContext } from '../apps/server/src/platform/create-app-context.ts';
import { SQLITE_FILE } from '../apps/server/src/platform/database/create-database.ts';
import { benchAccessToken } from './bench-token.ts';
import { createBenchCustomer } from './bench-customer.ts';
import { buildBenchLibrary } from './bench-library.ts';
import { benchServerEnv, freePort } from './bench-server.ts';
import { runTimelineRound, type Round } from './bench-timeline-round.ts';
import { medianRound, printRound } from './bench-timeline-report.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 1_000_000);
const YEARS = Number(process.env.BENCH_YEARS ?? 20);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1);
const BIG_MONTH_PHOTOS = Number(process.env.BENCH_MONTH_PHOTOS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POSTGRES_SERVER = process.env.BENCH_DATABASE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MONTHS = YEARS * 12;

export async function runTimelineBench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-bench-timeline-'));
  const database = POSTGRES_SERVER ? await createPostgresDatabase(POSTGRES_SERVER) : undefined;
  const port = await freePort();
  const env = {
    ...benchServerEnv(dataDir, port),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const settings = loadSettings(env);
  try {
    console.log(
      `Timeline at scale on ${database ? 'PostgreSQL' : 'SQLite'}: ${CUSTOMERS} x ${PHOTOS} photos ` +
        `over ${YEARS} years, load average ${loadavg()[0]?.toFixed(2)} before the run`,
    );
    const ctx = await createAppContext(settings);
    const started = performance.now();
    const big = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const customer = await createBenchCustomer(
        ctx.database.db,
        `bench-big-${String(index)}@example.com`,
      );
      await buildBenchLibrary(ctx, { owner: customer.id, count: PHOTOS, months: MONTHS });
      big.push(customer);
    }
    const small = await createBenchCustomer(ctx.database.db, 'bench-small@example.com');
    await buildBenchLibrary(ctx, { owner: small.id, count: 100, months: MONTHS });
    const oneMonth = await createBenchCustomer(ctx.database.db, 'bench-one-month@example.com');
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 2, 1));
    await buildBenchLibrary(ctx, {
      owner: oneMonth.id,
      count: BIG_MONTH_PHOTOS,
      months: 1,
      within: { start: monthStart, seconds: 30 * 86_400 },
    });
    if (database) {
      // What autovacuum does to a table this size soon after a bulk load: statistics and the
      // visibility map (index-only scans need it).
      await sql`VACUUM ANALYZE`.execute(ctx.database.db);
    }
    const buildSeconds = (performance.now() - started) / 1000;
    const tokens = await Promise.all(
      [...big, small, oneMonth].map((customer) =>
        benchAccessToken(ctx.database.db, settings, customer),
      ),
    );
    const databaseBytes = database
      ? await database.size()
      : statSync(join(dataDir, SQLITE_FILE)).size;
    await ctx.close();
    console.log(
      `  built in ${buildSeconds.toFixed(0)} s; database ${(databaseBytes / 1e9).toFixed(2)} GB ` +
        `(${(databaseBytes / (CUSTOMERS * PHOTOS + BIG_MONTH_PHOTOS + 100)).toFixed(0)} bytes per photo)`,
    );

    const rounds: Round[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const round = await runTimelineRound({
        env,
        address: `http://localhost:${port}`,
        seconds: SECONDS,
        months: lastMonths(MONTHS),
        bigTokens: tokens.slice(0, CUSTOMERS),
        smallToken: tokens[CUSTOMERS] ?? '',
        monthToken: tokens[CUSTOMERS + 1] ?? '',
        bigMonth: {
          path: `${monthStart.getUTCFullYear()}/${monthStart.getUTCMonth() + 1}`,
          photos: BIG_MONTH_PHOTOS,
        },
      });
      rounds.push(round);
      printRound(`Run ${String(run)} of ${String(RUNS)}`, round);
    }
    if (RUNS > 1) {
      printRound(`Median of the ${String(RUNS)} runs`, medianRound(rounds));
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** `year/month` of the last `count` months, this one first. */
function lastMonths(count: number): string[] {
  const now = new Date();
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1));
    return `${month.getUTCFullYear()}/${month.getUTCMonth() + 1}`;
  });
}

/** A fresh database on the PostgreSQL server, dropped after the run. */
async function createPostgresDatabase(serverUrl: string) {
  const name = `bench_timeline_${String(Date.now())}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async size(): Promise<number> {
      const result = await admin.query<{ size: string }>(
        'SELECT pg_database_size($1)::text AS size',
        [name],
      );
      return Number(result.rows[0]?.size ?? 0);
    },
    async drop(): Promise<void> {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
