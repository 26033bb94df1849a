import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';

/** How an image is drawn, read in the page: what it fetched against what it covers. */
interface Drawn {
  natural: number;
  /** Device pixels across the photo as drawn (object-fit applied). */
  needed: number;
  /** The srcset widths on offer, smallest first. */
  offered: number[];
  currentSrc: string;
}

/**
 * Tiles should not download more than about twice the pixels they show. The server's sizes are
 * 300/800/1300 on the LONGEST side, so the steps are ~2.7x apart: a tile needing a little more
 * than one size gets the next, over 2.2x. That is allowed only when the next smaller size on
 * offer would have been soft, i.e. the browser took the smallest sharp one (decision 0263).
 */
const MAX_RATIO = 2.2;
const TILES_CHECKED = 8;

async function drawn(image: Locator, fit: 'cover' | 'contain'): Promise<Drawn> {
  return image.evaluate(async (img, objectFit) => {
    if (!(img instanceof HTMLImageElement)) {
      throw new Error('not an image');
    }
    // naturalWidth of a srcset image is scaled by the picked density: read the file's own width.
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    const aspect = file.naturalWidth / file.naturalHeight;
    // The layout box (no hover transform); cover draws a wide photo wider than its box.
    const across =
      objectFit === 'cover'
        ? Math.max(img.clientWidth, img.clientHeight * aspect)
        : Math.min(img.clientWidth, img.clientHeight * aspect);
    const offered = img.srcset
      .split(',')
      .map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1]))
      .filter((width) => width > 0)
      .sort((a, b) => a - b);
    return {
      natural: file.naturalWidth,
      needed: across * window.devicePixelRatio,
      offered,
      currentSrc: img.currentSrc,
    };
  }, fit);
}

/** At least 1x the device pixels, unless the largest size on offer (the photo's own) is used. */
function expectSharp(image: Drawn): void {
  const largest = image.offered.at(-1) ?? 0;
  expect(image.offered.length, 'srcset lists the sizes').toBeGreaterThan(0);
  if (image.natural < largest) {
    expect(image.natural / image.needed, `sharp: ${JSON.stringify(image)}`).toBeGreaterThanOrEqual(
      1,
    );
  }
}

/** At most ~2.2x the device pixels, or else no smaller size on offer would have been sharp. */
function expectRightSized(image: Drawn): void {
  const ratio = image.natural / image.needed;
  test.info().annotations.push({
    type: 'tile',
    description: `${String(image.natural)} px for ${image.needed.toFixed(0)} device px (${ratio.toFixed(2)}x)`,
  });
  if (ratio > MAX_RATIO) {
    const smaller = image.offered.filter((width) => width < image.natural).at(-1);
    expect(smaller ?? 0, `not oversized: ${JSON.stringify(image)}`).toBeLessThan(image.needed);
  }
}

async function loadedTileImages(page: Page): Promise<Locator> {
  const images = page.getByRole('button', { name: /^Open photo / }).locator('img');
  await expect(images.first()).toBeVisible({ timeout: 15_000 });
  const count = Math.min(TILES_CHECKED, await images.count());
  for (let index = 0; index < count; index += 1) {
    await expect
      .poll(() =>
        images
          .nth(index)
          .evaluate(
            (img) => img instanceof HTMLImageElement && img.complete && img.currentSrc !== '',
          ),
      )
      .toBe(true);
  }
  return images;
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const deviceScaleFactor of [1, 2, 3]) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${String(viewport.width)}px at DPR ${String(deviceScaleFactor)}`, () => {
      test.use({ viewport, deviceScaleFactor });

      test('grid tiles fetch a sharp, right-sized thumbnail', async ({ page }) => {
        await signIn(page, DEMO);
        await page.goto('/my-photos/photos');
        await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
        const images = await loadedTileImages(page);
        const count = Math.min(TILES_CHECKED, await images.count());
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) {
          const image = await drawn(images.nth(index), 'cover');
          expectSharp(image);
          expectRightSized(image);
        }
        await expectNoAxeViolations(page);

        if (deviceScaleFactor === 2 && viewport.width === 1440) {
          await page
            .getByRole('button', { name: /^Open photo / })
            .first()
            .click();
          const preview = page.getByRole('dialog', { name: 'Photo preview' });
          await expect(preview).toBeVisible();
          const photo = preview.locator('img').first();
          await expect
            .poll(() =>
              photo.evaluate(
                (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
              ),
            )
            .toBe(true);
          expectSharp(await drawn(photo, 'contain'));
          await expectNoAxeViolations(page);
        }
      });
    });
  }
}
