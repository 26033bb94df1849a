// Lighthouse against the built app, server in its own process (run by `npm run bench`, or alone:
// `node scripts/bench-lighthouse.ts`). Prints figures, never fails on speed:
// - /my-photos/photos signed in (a 2,000-photo library of real thumbnails), desktop and mobile;
// - an unauthenticated visit to /my-photos/photos, which ends on the sign-in page, desktop and
//   mobile (the redirect is part of what is measured);
// - for each: the performance score, CLS, LCP, TBT, and the JavaScript the page loaded (gzip
//   bytes, the size the budget is written in, and the bytes sent, brotli here).
// Each run is a fresh Lighthouse navigation in Debian's Chromium with Lighthouse's own simulated
// throttling; on two shared cores the scores move by a few points between runs.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { loadSettings } from '../apps/server/src/config/env.ts';
import { createAppContext } from '../apps/server/src/platform/create-app-context.ts';
import { registerAccount } from '../apps/server/src/modules/identity/account.service.ts';
import { buildBenchLibrary } from './bench-library.ts';
import { measureBlockingTime, printBlockingTime } from './bench-blocking-time.ts';
import { median } from './bench-median.ts';
import { figuresOf, kb, seconds, type LighthouseFigures } from './bench-lighthouse-figures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { benchServerEnv, freePort, startBenchServer, stopServer } from './bench-server.ts';

const PHOTOS = 2_000;
const PASSWORD = 'bench-password';
const EMAIL = 'bench-lighthouse@example.com';
const PHOTO = fileURLToPath(new URL('../testdata/photos/Canon_40D.jpg', import.meta.url));
const PAGE = '/my-photos/photos';
// BENCH_LIGHTHOUSE_DETAILS=1 lists, per run, every script loaded (with its gzip size) and every
// layout shift (element and score).
const DETAILS = process.env.BENCH_LIGHTHOUSE_DETAILS === '1';
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's whole Lighthouse report (JSON) there, for
// what the figures leave out: the LCP element and its phases, the request chains.
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
// BENCH_LIGHTHOUSE_RUNS=n audits each page n times in a row and prints every run and the median
// of each figure (the README's figures are medians of three; a single mobile run moves by ~5).
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
// BENCH_LIGHTHOUSE_ONLY=mobile (or desktop) audits that form factor only.
const ONLY = process.env.BENCH_LIGHTHOUSE_ONLY;
const FORM_FACTORS = (['desktop', 'mobile'] as const).filter((f) => !ONLY || f === ONLY);

export async function runLighthouseBench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-lighthouse-'));
  const port = await freePort();
  const env = benchServerEnv(dataDir, port);
  const origin = `http://localhost:${String(port)}`;
  const ctx = await createAppContext(loadSettings(env));
  const account = await registerAccount(
    ctx.database.db,
    { firstName: 'Bench', lastName: 'Customer', email: EMAIL, password: PASSWORD },
    { isB2b: false },
  );
  if (!account.ok) {
    throw new Error(`Could not create ${EMAIL}`);
  }
  await buildBenchLibrary(ctx, {
    owner: account.account.id,
    count: PHOTOS,
    months: 24,
    image: await readFile(PHOTO),
  });
  await ctx.close();
  const server = await startBenchServer(env, origin);
  const rows: [string, LighthouseFigures][] = [];
  const blockingRuns: number[] = [];
  try {
    console.log(
      `\nLighthouse ${lighthouseVersion()} (performance, simulated throttling), load average ` +
        `${loadavg()[0]?.toFixed(2) ?? '?'}:`,
    );
    await withChromium(async (debugPort, context) => {
      await signIn(context, origin);
      for (const formFactor of FORM_FACTORS) {
        rows.push([
          `${PAGE}, signed in, ${formFactor}`,
          await auditRuns(context, `${origin}${PAGE}`, debugPort, formFactor),
        ]);
      }
      if (FORM_FACTORS.includes('mobile')) {
        for (let run = 1; run <= RUNS; run += 1) {
          blockingRuns.push((await measureBlockingTime(context, `${origin}${PAGE}`)).blockingMs);
        }
      }
    });
    await withChromium(async (debugPort, context) => {
      for (const formFactor of FORM_FACTORS) {
        rows.push([
          `sign-in (visit ${PAGE}), ${formFactor}`,
          await auditRuns(context, `${origin}${PAGE}`, debugPort, formFactor),
        ]);
      }
    });
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (RUNS > 1) {
    console.log(`  (each row: the median of ${String(RUNS)} runs)`);
  }
  for (const [name, figures] of rows) {
    console.log(
      `  ${name.padEnd(40)} score ${String(figures.score).padStart(3)}  CLS ${figures.cls.toFixed(3)}  ` +
        `FCP ${seconds(figures.fcpMs)}  LCP ${seconds(figures.lcpMs)}  TBT ${figures.tbtMs.toFixed(0)} ms  ` +
        `JS ${kb(figures.scriptGzipBytes)} gzip (${kb(figures.scriptSentBytes)} sent)  ` +
        `machine ${figures.benchmarkIndex.toFixed(0)}  ends on ${figures.finalPath}`,
    );
  }
  if (blockingRuns.length > 0) {
    printBlockingTime(`${PAGE}, signed in, 4x CPU, no trace`, blockingRuns);
  }
}

function lighthouseVersion(): string {
  return process.env.npm_package_devDependencies_lighthouse ?? '13';
}

/**
 * A Chromium whose default context Lighthouse also drives (through the debugging port), so the
 * sign-in done here (cookies, local storage) is the one Lighthouse's navigation sees.
 */
async function withChromium(
  run: (debugPort: number, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const profile = await mkdtemp(join(tmpdir(), 'my-account-lighthouse-profile-'));
  const debugPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${String(debugPort)}`],
    viewport: { width: 1280, height: 800 },
  });
  try {
    await run(debugPort, context);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function signIn(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === origin && !url.pathname.includes('/oidc'), {
    timeout: 30_000,
  });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Warm the server's caches once, as a returning customer would find them.
  await page.goto(`${origin}${PAGE}`);
  await page.locator('main img').first().waitFor({ timeout: 30_000 });
  await page.close();
}

/** `RUNS` audits of one page, each printed when there are several; the median of each figure. */
async function auditRuns(
  context: BrowserContext,
  url: string,
  port: number,
  formFactor: 'desktop' | 'mobile',
): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const figures = await audit(context, url, port, formFactor);
    runs.push(figures);
    if (RUNS > 1) {
      console.log(
        `    ${formFactor} run ${String(run)}: score ${String(figures.score)}, ` +
          `TBT ${figures.tbtMs.toFixed(0)} ms, LCP ${seconds(figures.lcpMs)}, CLS ${figures.cls.toFixed(3)}, ` +
          `machine ${figures.benchmarkIndex.toFixed(0)}`,
      );
    }
  }
  const of = (pick: (figures: LighthouseFigures) => number): number => median(runs.map(pick));
  return {
    score: of((figures) => figures.score),
    cls: of((figures) => figures.cls),
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    fcpMs: of((figures) => figures.fcpMs),
    scriptGzipBytes: of((figures) => figures.scriptGzipBytes),
    scriptSentBytes: of((figures) => figures.scriptSentBytes),
    benchmarkIndex: of((figures) => figures.benchmarkIndex),
    finalPath: runs[0]?.finalPath ?? '',
  };
}

async function audit(
  context: BrowserContext,
  url: string,
  port: number,
  formFactor: 'desktop' | 'mobile',
): Promise<LighthouseFigures> {
  await clearHttpCache(context);
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keep the signed-in session: Lighthouse clears the origin's storage otherwise.
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) {
    throw new Error(`Lighthouse gave no result for ${url}`);
  }
  const { lhr } = result;
  if (REPORTS) {
    const name = `${new URL(lhr.finalDisplayedUrl).pathname.split('/')[1] ?? 'page'}-${formFactor}`;
    await mkdir(REPORTS, { recursive: true });
    await writeFile(join(REPORTS, `${name}-${String(Date.now())}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    console.log(`    Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
  }
  return figuresOf(lhr, DETAILS);
}

/**
 * A first visit's bytes: the HTTP cache is emptied before each run (Lighthouse would keep it, as
 * it keeps the storage that holds the sign-in).
 */
async function clearHttpCache(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  await page.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runLighthouseBench();
}
