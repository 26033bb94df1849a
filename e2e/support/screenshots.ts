import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Elements reaching past the right edge of the viewport (a page must not scroll sideways). */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} (${String(Math.round(element.getBoundingClientRect().right))} px)`,
      )
      .slice(0, 10),
  );
}

/**
 * Where screenshots taken for a look at the pages go: SCREENSHOT_DIR when set (the output folder
 * is wiped by the next run), else the test's output folder; none under CI, which keeps only what
 * the run prints (decision 0299).
 */
export function screenshotFolder(testInfo: TestInfo): string | undefined {
  return process.env.SCREENSHOT_DIR ?? (process.env.CI ? undefined : testInfo.outputPath());
}

/** A screenshot of the page as it is, named `name`.png in the screenshot folder (if any). */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = screenshotFolder(testInfo);
  if (folder !== undefined) {
    await page.screenshot({ path: join(folder, `${name}.png`), ...options });
  }
}

/**
 * Viewport screenshots at a desktop (1440x900) and a phone (390x844) size, for a look (none when
 * there is no screenshot folder, so the viewport is not changed for nothing). The viewport is
 * put back.
 */
export async function screenshotSizes(page: Page, testInfo: TestInfo, name: string) {
  if (screenshotFolder(testInfo) === undefined) {
    return;
  }
  const original = page.viewportSize();
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, testInfo, `${name}-${String(viewport.width)}`);
  }
  if (original) {
    await page.setViewportSize(original);
  }
}

/**
 * Checks at a phone (390 px) and a desktop (1280 px) width that nothing makes the page scroll
 * sideways, and saves a full-page screenshot of each for a look at the layout. The viewport is
 * put back.
 */
export async function screenshotWidths(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    // Polled: the layout of the new width settles a frame or two after the resize.
    await expect
      .poll(() => overflowingElements(page), { message: `${name} at ${String(width)} px` })
      .toEqual([]);
    await saveScreenshot(page, testInfo, `${name}-${String(width)}`, { fullPage: true });
  }
  if (original) {
    await page.setViewportSize(original);
  }
}
