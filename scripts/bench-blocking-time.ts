// The photos page's blocking time on a phone-like CPU, measured without a trace (run by
// scripts/bench-lighthouse.ts beside Lighthouse). Lighthouse simulates the slow phone from the
// tasks of a trace it records, and recording that trace costs the page's main thread: on
// 2026-11-28, in Debian's Chromium 156.0.8078.108, the page's load blocked 0-5 ms unthrottled
// without a trace and 57-73 ms while Lighthouse's trace categories were recorded. Here Chromium
// slows its CPU by four itself and the long tasks come from the page's own PerformanceObserver,
// so no tracing runs while it measures.
import type { BrowserContext } from 'playwright-core';
import { median } from './bench-median.ts';

const CPU_SLOWDOWN = 4;
/** After the load event: long enough for the first answers' renders and the first tiles. */
const SETTLE_MS = 5_000;
const LONG_TASK_MS = 50;

export interface BlockingTime {
  /** The sum over the load's long tasks of what each took beyond 50 ms (TBT's rule). */
  blockingMs: number;
  longTasks: number;
}

/** One visit of `url` at 412x823 (Lighthouse's phone) with an empty HTTP cache. */
export async function measureBlockingTime(
  context: BrowserContext,
  url: string,
): Promise<BlockingTime> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const durations: number[] = [];
      Object.assign(window, { benchLongTasks: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          durations.push(entry.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const durations = await page.evaluate(
      () => (window as unknown as { benchLongTasks: number[] }).benchLongTasks,
    );
    return {
      blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
      longTasks: durations.length,
    };
  } finally {
    await page.close();
  }
}

/** The median of the runs, and each run, on one line beside Lighthouse's rows. */
export function printBlockingTime(label: string, runs: readonly number[]): void {
  console.log(
    `  ${label.padEnd(40)} blocking ${median(runs).toFixed(0)} ms (runs: ` +
      `${runs.map((ms) => ms.toFixed(0)).join(', ')}; 412 px wide, the page's own long tasks)`,
  );
}
