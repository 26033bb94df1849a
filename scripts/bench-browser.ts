import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface BrowserResult {
  firstThumbnailMs: number;
  domFirstScreen: number;
  domMiddle: number;
  /** Main-thread script time per frame while scrolling the timeline a screen at a time. */
  scrollScriptMsPerFrame: number;
}

const SCROLL_FRAMES = 80;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Signs in through the real sign-in page, then opens /my-photos/photos and measures the time
 * from its navigation start to the first loaded thumbnail inside main, and the DOM size once
 * the first screen settles and again at the middle of the library.
 */
export async function measurePhotosPage(
  browser: Browser,
  origin: string,
  credentials: { email: string; password: string },
): Promise<BrowserResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByLabel('E-mail address').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.includes('/oidc'), {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await page.goto(`${origin}/my-photos/photos`, { waitUntil: 'commit' });
    // performance.now() counts from this document's navigation start.
    const firstThumbnail = await page.waitForFunction(
      () => {
        for (const img of document.querySelectorAll('main img')) {
          if (img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0) {
            return performance.now();
          }
        }
        return false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const firstThumbnailMs = (await firstThumbnail.jsonValue()) as number;
    const domFirstScreen = await settledDomSize(page);
    await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      window.scrollTo(0, (root.scrollHeight - window.innerHeight) / 2);
    });
    const domMiddle = await settledDomSize(page);
    const scrollScriptMsPerFrame = await scrollScriptTime(page);
    return { firstThumbnailMs, domFirstScreen, domMiddle, scrollScriptMsPerFrame };
  } finally {
    await context.close();
  }
}

/**
 * Scrolls from the top of the timeline, 97 px a frame for SCROLL_FRAMES frames (a fast flick),
 * and gives Chromium's own count of script time (all of it: React, the virtualizer, our code)
 * per frame.
 */
async function scrollScriptTime(page: import('playwright-core').Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await settledDomSize(page);
  const scriptSeconds = async (): Promise<number> =>
    (await cdp.send('Performance.getMetrics')).metrics.find(
      (metric) => metric.name === 'ScriptDuration',
    )?.value ?? 0;
  const before = await scriptSeconds();
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) {
      window.scrollBy(0, 97);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  }, SCROLL_FRAMES);
  const after = await scriptSeconds();
  await cdp.detach();
  return ((after - before) * 1000) / SCROLL_FRAMES;
}

/** The DOM node count once it has stopped changing (or after 5 s). */
async function settledDomSize(page: import('playwright-core').Page): Promise<number> {
  const count = (): Promise<number> =>
    page.evaluate(() => document.getElementsByTagName('*').length);
  let last = -1;
  let stable = 0;
  for (let i = 0; i < 50 && stable < 4; i += 1) {
    await page.waitForTimeout(100);
    const now = await count();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  // Let the images of the new screen finish (the network settles) before the final count.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return count();
}
