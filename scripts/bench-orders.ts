// The orders page of a customer with 1,000 orders against one with 10, server in its own process
// (run by `npm run bench`, or alone: `node scripts/bench-orders.ts`). Prints figures, never fails
// on speed:
// - GET /v2/superorders/me (the first and the last page of 100) under load, as a ratio to
//   GET /customers/me, with the server's CPU time per request;
// - in Chromium, /orders: the time to the first order card and to the whole list loaded (100 a
//   page), and the DOM size once all are loaded and in the middle of the history, each as a
//   ratio of the big history to the small one.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { NewSuperOrderSchema, type NewSuperOrder } from '@my-account/contract/orders';
import { loadSettings } from '../apps/server/src/config/env.ts';
import { createAppContext } from '../apps/server/src/platform/create-app-context.ts';
import { IDP_TYPE, registerAccount } from '../apps/server/src/modules/identity/account.service.ts';
import { findCustomerSummary } from '../apps/server/src/modules/customer/customer.public.ts';
import { createOrdersDeps } from '../apps/server/src/modules/orders/orders.deps.ts';
import { placeSuperOrder } from '../apps/server/src/modules/orders/orders-intake.service.ts';
import { launchChromium } from './bench-browser.ts';
import { loadClient, measureLatency, type LatencyResult } from './bench-load.ts';
import { benchAccessToken } from './bench-token.ts';
import { benchServerEnv, freePort, startBenchServer, stopServer } from './bench-server.ts';

const BIG_HISTORY = Number(process.env.BENCH_ORDERS ?? 1_000);
const SMALL_HISTORY = 10;
const PASSWORD = 'bench-password';
const DAY_MS = 24 * 60 * 60 * 1000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface PageFigures {
  firstCardMs: number;
  allLoadedMs: number;
  domAllLoaded: number;
  domMiddle: number;
}

const ARTICLES: NewSuperOrder['products'][number][] = [
  {
    productCode: '',
    articleCode: 'PAP_910',
    articleType: 'Prints',
    title: 'Photo prints 10 x 15 cm',
    quantity: 36,
    price: 720,
  },
  {
    productCode: '',
    articleCode: 'PHB_A4L',
    articleType: 'Photobook',
    title: 'Photo book A4 landscape',
    quantity: 1,
    price: 3499,
  },
  {
    productCode: '',
    articleCode: 'WAL_CAN',
    articleType: 'Canvas',
    title: 'Canvas 60 x 40 cm',
    quantity: 1,
    price: 4999,
  },
];

/** `count` orders spread over three years, newest first, one to three products each. */
function order(customer: string, index: number, count: number, now: number): NewSuperOrder {
  const createdAt = new Date(now - Math.floor((index * 3 * 365 * DAY_MS) / count) - 3600_000);
  const products = ARTICLES.slice(0, 1 + (index % 3)).map((article, position) => ({
    ...article,
    productCode: `BENCH-${customer}-${String(index)}-${String(position)}`,
  }));
  return {
    orderCode: `BENCH-${customer}-${String(index)}`,
    createdAt: createdAt.toISOString(),
    currency: 'GBP',
    paymentStatus: 'paymentSuccess',
    paymentMethod: 'card',
    shippingCost: 399,
    deliveryType: 'Home',
    deliveryAddress: {
      firstName: 'Bench',
      lastName: 'Customer',
      street: 'Baker Street',
      houseNumber: '221B',
      postalCode: 'NW1 6XE',
      city: 'London',
      countryCode: 'GB',
    },
    products,
  };
}

export async function runOrdersBench(browser?: Browser): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-bench-orders-'));
  const port = await freePort();
  const env = benchServerEnv(dataDir, port);
  const settings = loadSettings(env);
  let server: ChildProcess | undefined;
  try {
    const ctx = await createAppContext(settings);
    const deps = createOrdersDeps(ctx);
    const now = Date.now();
    const customers: { email: string; id: string; orders: number }[] = [];
    const started = performance.now();
    for (const [name, count] of [
      ['small', SMALL_HISTORY],
      ['big', BIG_HISTORY],
    ] as const) {
      const email = `bench-orders-${name}@example.com`;
      const result = await registerAccount(
        ctx.database.db,
        { firstName: 'Bench', lastName: 'Customer', email, password: PASSWORD },
        { isB2b: false },
      );
      if (!result.ok) {
        throw new Error(`Could not create ${email}`);
      }
      const customer = await findCustomerSummary(ctx.database.db, {
        idpType: IDP_TYPE,
        idpSub: result.account.id,
      });
      if (!customer) {
        throw new Error(`${email} has no customer record`);
      }
      // Through the intake service, as the shop places them (the totals, statuses and rows).
      for (let index = 0; index < count; index += 1) {
        const placed = NewSuperOrderSchema.parse(order(name, index, count, now));
        await placeSuperOrder(deps, customer.id, placed, new Date(placed.createdAt ?? now));
      }
      customers.push({ email, id: result.account.id, orders: count });
    }
    console.log(
      `\nOrders: ${String(BIG_HISTORY)} and ${String(SMALL_HISTORY)} orders placed through the ` +
        `intake service in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const [small, big] = customers as [(typeof customers)[0], (typeof customers)[0]];
    const tokens = {
      small: await benchAccessToken(ctx.database.db, settings, small),
      big: await benchAccessToken(ctx.database.db, settings, big),
    };
    await ctx.close();

    const address = `http://localhost:${String(port)}`;
    server = await startBenchServer(env, address);
    const serverPid = server.pid ?? 0;
    const latency = async (token: string, url: string) => {
      const options = {
        urls: [url],
        headers: { authorization: `Bearer ${token}` },
        concurrency: 10,
        seconds: 3,
        requests: 600,
        serverPid,
      };
      await measureLatency({ ...options, seconds: 1, requests: 200 }); // warm-up
      return measureLatency(options);
    };
    const list = (offset: number) =>
      `${address}/api/orders/v2/superorders/me?Offset=${String(offset)}&Limit=100&OrderState=notExpired`;
    const me = `${address}/api/customer/customers/me`;
    const baseline = await latency(tokens.big, me);
    const rows: [string, LatencyResult][] = [
      [`${String(SMALL_HISTORY)} orders, the only page`, await latency(tokens.small, list(0))],
      [`${String(BIG_HISTORY)} orders, first 100`, await latency(tokens.big, list(0))],
      [
        `${String(BIG_HISTORY)} orders, last 100`,
        await latency(tokens.big, list(Math.max(0, BIG_HISTORY - 100))),
      ],
    ];
    console.log(
      `  GET /v2/superorders/me, 10 connections, load client ${loadClient}, p50 ` +
        `(ratio to GET /customers/me ${baseline.p50.toFixed(2)} ms):`,
    );
    for (const [name, result] of rows) {
      console.log(
        `    ${name.padEnd(28)} ${result.p50.toFixed(2)} ms (${(result.p50 / baseline.p50).toFixed(2)}x), ` +
          `p99 ${result.p99.toFixed(2)} ms, ${result.rps.toFixed(0)} req/s, ` +
          `server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/req`,
      );
    }

    if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
      console.log('  Chromium figures skipped: apps/web/dist is missing (run `npm run build`).');
      return;
    }
    const chromium = browser ?? (await launchChromium());
    try {
      const figures: [string, PageFigures][] = [];
      for (const customer of [small, big]) {
        figures.push([
          `${String(customer.orders)} orders`,
          await measureOrdersPage(chromium, address, customer),
        ]);
      }
      console.log('  Chromium, /orders (1280x800), History tab:');
      console.log(`    ${''.padEnd(26)}${figures.map(([name]) => name.padStart(14)).join('')}`);
      const row = (label: string, value: (result: PageFigures) => string) => {
        console.log(
          `    ${label.padEnd(26)}${figures.map(([, result]) => value(result).padStart(14)).join('')}`,
        );
      };
      row('first order card', (result) => `${result.firstCardMs.toFixed(0)} ms`);
      row('whole list loaded', (result) => `${result.allLoadedMs.toFixed(0)} ms`);
      row('DOM nodes, all loaded', (result) => String(result.domAllLoaded));
      row('DOM nodes, middle', (result) => String(result.domMiddle));
      const [[, smallPage], [, bigPage]] = figures as [
        [string, PageFigures],
        [string, PageFigures],
      ];
      console.log(
        `    => big / small: first card ${(bigPage.firstCardMs / smallPage.firstCardMs).toFixed(2)}x, ` +
          `DOM all loaded ${(bigPage.domAllLoaded / smallPage.domAllLoaded).toFixed(2)}x, ` +
          `middle ${(bigPage.domMiddle / smallPage.domMiddle).toFixed(2)}x`,
      );
    } finally {
      if (chromium !== browser) {
        await chromium.close();
      }
    }
  } finally {
    if (server) {
      await stopServer(server);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Signs in through the real sign-in page, opens /orders and measures from its navigation start
 * the first order card and the end of loading (the tabs count every order), then the
 * DOM size on the History tab, at its top and halfway down.
 */
async function measureOrdersPage(
  browser: Browser,
  origin: string,
  customer: { email: string; orders: number },
): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByLabel('E-mail address').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.includes('/oidc'), {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await page.goto(`${origin}/orders`, { waitUntil: 'commit' });
    const firstCardMs = await timeWhen(
      page,
      () => document.querySelector('main li a') !== null && performance.now(),
    );
    // Every order is in one of the two tabs, whose labels count them: "In progress (n)".
    const allLoadedMs = await timeWhen(
      page,
      (expected) => {
        const counted = [...document.querySelectorAll('main [role="tab"]')].reduce(
          (sum, tab) => sum + Number(/\((\d+)\)/.exec(tab.textContent)?.[1] ?? 0),
          0,
        );
        return counted === expected && performance.now();
      },
      customer.orders,
    );
    await page.getByRole('tab', { name: /^History/ }).click();
    const domAllLoaded = await domSize(page);
    await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      window.scrollTo(0, (root.scrollHeight - window.innerHeight) / 2);
    });
    const domMiddle = await domSize(page);
    return { firstCardMs, allLoadedMs, domAllLoaded, domMiddle };
  } finally {
    await context.close();
  }
}

/** What the predicate answers (performance.now(), from the navigation start) once it holds. */
async function timeWhen(
  page: Page,
  predicate: (expected: number) => number | false,
  expected = 0,
): Promise<number> {
  const handle = await page.waitForFunction(predicate, expected, {
    polling: 'raf',
    timeout: 60_000,
  });
  return (await handle.jsonValue()) as number;
}

async function domSize(page: Page): Promise<number> {
  // Two frames for the virtualizer to lay out the rows of the new scroll position.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runOrdersBench();
}
