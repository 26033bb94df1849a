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
 * Saves full-page screenshots of the current page at a phone (390 px) and a desktop (1280 px)
 * width, for a look at the layout, and checks that nothing makes the page scroll sideways.
 * They go into SCREENSHOT_DIR when set (the output folder is wiped by the next run), else the
 * test's output folder. The viewport is put back.
 */
export async function screenshotWidths(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    // Polled: the layout of the new width settles a frame or two after the resize.
    await expect
      .poll(() => overflowingElements(page), { message: `${name} at ${String(width)} px` })
      .toEqual([]);
    await page.screenshot({
      path: join(
        process.env.SCREENSHOT_DIR ?? testInfo.outputPath(),
        `${name}-${String(width)}.png`,
      ),
      fullPage: true,
    });
  }
  if (original) {
    await page.setViewportSize(original);
  }
}
