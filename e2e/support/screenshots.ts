import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves full-page screenshots of the current page at a phone (390 px) and a desktop (1280 px)
 * width into the test's output folder, for a look at the layout; the viewport is put back.
 */
export async function screenshotWidths(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${String(width)}.png`),
      fullPage: true,
    });
  }
  if (original) {
    await page.setViewportSize(original);
  }
}
