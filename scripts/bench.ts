// `npm run bench`: photo-library figures on this machine (not a test: prints, never fails on speed).
// Builds a 100k-photo and a 100-photo library straight in a bench database (rows + tiny shared
// blobs) for two real customers, starts the server in its own process on that database, then
// from this process measures month pages and month counts under 50 concurrent connections as a
// ratio to a trivial authenticated route (GET /api/customer/customers/me), the server's memory
// while uploading a 48 MB file, upload throughput against bare sharp, thumbnail throughput for a 12 MP JPEG and the test HEIC, and in
// Chromium the time to first thumbnails and the DOM size for both libraries.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sensorNoise } from './bench-images.ts';
import { loadSettings } from '../apps/server/src/config/env.ts';
import { createAppContext } from '../apps/server/src/platform/create-app-context.ts';
import { createHeicDecoderPool } from '../apps/server/src/platform/images/heic-decoder-pool.ts';
import { processPhoto } from '../apps/server/src/modules/photo-management/photo-processing.ts';
import { benchAccessToken } from './bench-token.ts';
import { BENCH_PASSWORD, createBenchCustomer } from './bench-customer.ts';
import { buildBenchLibrary } from './bench-library.ts';
import { loadClient, measureLatency, type LatencyResult } from './bench-load.ts';
import { uploadMeasuringMemory, writePaddedJpeg } from './bench-upload.ts';
import { launchChromium, measurePhotosPage, type BrowserResult } from './bench-browser.ts';
import { runArchiveBench } from './bench-archive.ts';
import { runUploadThroughputBench } from './bench-upload-throughput.ts';
import { runTimelineBench } from './bench-timeline.ts';
import { runOrdersBench } from './bench-orders.ts';
import { runLighthouseBench } from './bench-lighthouse.ts';
import { benchServerEnv, freePort, startBenchServer, stopServer } from './bench-server.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const SMALL_PHOTOS = 100;
// The small library as customers have one: its first screens full of photos (25 a month over the
// last four months), so the DOM comparison sets like against like; spread over BENCH_YEARS it
// would be a screen of month headings with a photo each.
const SMALL_MONTHS = 4;
const CONCURRENCY = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// BENCH_ONLY=latency skips the upload, browser and thumbnail parts (quicker profiling runs);
// BENCH_ONLY=uploads runs only the upload throughput side by side (under a minute).
const LATENCY_ONLY = process.env.BENCH_ONLY === 'latency';
// BENCH_ONLY=library: the latency table and the Chromium figures (the 1M-photo check).
const LIBRARY_ONLY = process.env.BENCH_ONLY === 'library';
const UPLOADS_ONLY = process.env.BENCH_ONLY === 'uploads';
// BENCH_CPU_PROF=<folder> writes the server's V8 CPU profile there (open it in Chrome DevTools).
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const MONTHS = Number(process.env.BENCH_YEARS ?? 5) * 12;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEIC_FILE = fileURLToPath(new URL('../testdata/photos/IMG_5195.HEIC', import.meta.url));

if (process.env.BENCH_ONLY === 'timeline') {
  // Big libraries on SQLite or PostgreSQL, cold and warm (scripts/bench-timeline.ts).
  await runTimelineBench();
  process.exit(0);
}
if (UPLOADS_ONLY) {
  await runUploadThroughputBench();
  process.exit(0);
}

const dataDir = await mkdtemp(join(tmpdir(), 'my-account-bench-'));
const port = await freePort();
const env = benchServerEnv(dataDir, port);
const settings = loadSettings(env);
let server: ChildProcess | undefined;

try {
  // The libraries and the tokens, through the server's own code on the bench database.
  const ctx = await createAppContext(settings);
  const big = await createBenchCustomer(ctx.database.db, 'bench-100k@example.com');
  const small = await createBenchCustomer(ctx.database.db, 'bench-100@example.com');
  console.log(
    `Load average before the run: ${loadavg()[0]?.toFixed(2)} (other work skews every figure)`,
  );
  console.log(`Building a library of ${PHOTOS} photos over ${MONTHS} months...`);
  let started = performance.now();
  await buildBenchLibrary(ctx, { owner: big.id, count: PHOTOS, months: MONTHS });
  await buildBenchLibrary(ctx, { owner: small.id, count: SMALL_PHOTOS, months: SMALL_MONTHS });
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const token = await benchAccessToken(ctx.database.db, settings, big);
  await ctx.close();

  // The server in its own process: the load client below does not share its event loop.
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const address = `http://localhost:${port}`;
  server = await startBenchServer(env, address, profile);
  const serverPid = server.pid ?? 0;

  const headers = { authorization: `Bearer ${token}` };
  const api = `${address}/api/photo-management`;
  const now = new Date();
  const monthPaths = Array.from({ length: MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${api}/photos/timeline/${month.getUTCFullYear()}/${month.getUTCMonth() + 1}`;
  });

  const results: [string, LatencyResult][] = [];
  const load = (urls: readonly string[], seconds: number, requests: number) =>
    measureLatency({ urls, headers, concurrency: CONCURRENCY, seconds, requests, serverPid });
  const run = async (name: string, urls: readonly string[]): Promise<LatencyResult> => {
    await load(urls, 1, 1000); // warm-up (JIT, caches)
    const result = await load(urls, SECONDS, REQUESTS);
    results.push([name, result]);
    return result;
  };
  const me = [`${address}/api/customer/customers/me`];
  const health = [`${address}/api/health`];
  const baselines = [await run('GET /customers/me (baseline)', me)];
  await run('GET /api/health (no auth)', health);
  const page = await run('month page (24, first page)', monthPaths);
  const counts = await run('month counts (/users/timeline)', [`${api}/users/timeline`]);
  baselines.push(await run('GET /customers/me again', me));
  // The lower of the two baseline runs: the first one can still carry start-up noise.
  const baseP50 = Math.min(...baselines.map((result) => result.p50));
  const baseP99 = Math.min(...baselines.map((result) => result.p99));
  console.log(
    `\nLatency, server in its own process, ${CONCURRENCY} concurrent connections, ` +
      (loadClient === 'wrk'
        ? `${SECONDS} s each, load client wrk`
        : `${REQUESTS} requests each, load client fetch (install wrk for steadier figures)`) +
      ' (ratios to GET /customers/me):',
  );
  for (const [name, result] of results) {
    console.log(
      `  ${name.padEnd(32)} p50 ${ms(result.p50)} (${ratio(result.p50, baseP50)})  ` +
        `p99 ${ms(result.p99)} (${ratio(result.p99, baseP99)})  ${result.rps.toFixed(0)} req/s  ` +
        `server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/req`,
    );
  }
  console.log(
    `  => month page p50 ${ratio(page.p50, baseP50)}, p99 ${ratio(page.p99, baseP99)}; ` +
      `month counts p50 ${ratio(counts.p50, baseP50)}, p99 ${ratio(counts.p99, baseP99)}`,
  );

  if (LATENCY_ONLY) {
    await stopServer(server);
    server = undefined;
  } else {
    if (!LIBRARY_ONLY) {
      const bigFile = join(dataDir, 'big.jpg');
      const bigSize = await writePaddedJpeg(await twelveMegapixelJpeg(), 48 * 1024 * 1024, bigFile);
      const upload = await uploadMeasuringMemory(`${api}/photos`, token, bigFile, serverPid);
      if (upload.status !== 201) {
        throw new Error(`The big upload answered ${upload.status}`);
      }
      console.log(
        `\nUpload of a ${(bigSize / 1024 / 1024).toFixed(0)} MB JPEG (12 MP): ${upload.seconds.toFixed(1)} s, ` +
          `server memory growth ${(upload.peakRssGrowth / 1024 / 1024).toFixed(0)} MB (peak RSS)`,
      );
    }

    if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
      const browser = await launchChromium();
      try {
        const figures: [string, BrowserResult][] = [];
        for (const [name, customer] of [
          [`${SMALL_PHOTOS} photos`, small],
          [`${PHOTOS} photos`, big],
        ] as const) {
          figures.push([
            name,
            await measurePhotosPage(browser, address, {
              email: customer.email,
              password: BENCH_PASSWORD,
            }),
          ]);
        }
        console.log('\nChromium, /my-photos/photos (1280x800):');
        console.log(`  ${''.padEnd(28)}${figures.map(([name]) => name.padStart(16)).join('')}`);
        const row = (label: string, value: (result: BrowserResult) => string): void => {
          console.log(
            `  ${label.padEnd(28)}${figures.map(([, result]) => value(result).padStart(16)).join('')}`,
          );
        };
        row('first thumbnail', (result) => `${result.firstThumbnailMs.toFixed(0)} ms`);
        row('DOM nodes, first screen', (result) => String(result.domFirstScreen));
        row('DOM nodes, middle of library', (result) => String(result.domMiddle));
        row(
          'script per scrolled frame',
          (result) => `${result.scrollScriptMsPerFrame.toFixed(2)} ms`,
        );
        const [[, smallResult], [, bigResult]] = figures as [
          [string, BrowserResult],
          [string, BrowserResult],
        ];
        console.log(
          `  DOM size ratio (big / small): first screen ` +
            `${(bigResult.domFirstScreen / smallResult.domFirstScreen).toFixed(2)}x, middle ` +
            `${(bigResult.domMiddle / smallResult.domMiddle).toFixed(2)}x`,
        );
      } finally {
        await browser.close();
      }
    } else {
      console.log('\nChromium figures skipped: apps/web/dist is missing (run `npm run build`).');
    }
    await stopServer(server);
    server = undefined;
  }
  if (!LATENCY_ONLY && !LIBRARY_ONLY) {
    console.log('\nThumbnails (300/800/1300 + placeholder) per photo, sequential:');
    const heic = createHeicDecoderPool(1);
    const jpegFile = join(dataDir, '12mp.jpg');
    await writeFile(jpegFile, await twelveMegapixelJpeg());
    for (const [name, file, runs] of [
      ['12 MP JPEG (4000x3000)', jpegFile, 10],
      ['HEIC (2566x3313, iPhone)', HEIC_FILE, 4],
    ] as const) {
      await processPhoto(file, { maxPixels: 100_000_000, heic }); // warm-up
      started = performance.now();
      for (let i = 0; i < runs; i += 1) {
        await processPhoto(file, { maxPixels: 100_000_000, heic });
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${name.padEnd(26)} ${(runs / seconds).toFixed(2)} photos/s (${((seconds / runs) * 1000).toFixed(0)} ms each)`,
      );
    }
    await heic.close();
  }
} finally {
  if (server) {
    await stopServer(server);
  }
  await rm(dataDir, { recursive: true, force: true });
}

// Download archives and exports: their own library and server process (scripts/bench-archive.ts).
if (!LATENCY_ONLY && !LIBRARY_ONLY) {
  // Upload throughput, the route against bare sharp (scripts/bench-upload-throughput.ts).
  await runUploadThroughputBench();
  await runArchiveBench();
  // The orders page of a customer with 1,000 orders (scripts/bench-orders.ts).
  await runOrdersBench();
  // Lighthouse on the photos page and the sign-in page (scripts/bench-lighthouse.ts).
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    await runLighthouseBench();
  }
}

function ms(value: number): string {
  return `${value.toFixed(2).padStart(7)} ms`;
}

function ratio(value: number, baseline: number): string {
  return `${(value / baseline).toFixed(2)}x`;
}

/** A 12 MP JPEG with detail (sensor-like noise), like a camera file. */
function twelveMegapixelJpeg(): Promise<Buffer> {
  return sensorNoise(40).jpeg({ quality: 90 }).toBuffer();
}
