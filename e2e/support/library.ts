import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const PHOTOS = join(import.meta.dirname, '..', '..', 'testdata', 'photos');

/** A camera file of the project's test data, as uploaded. */
export function original(name: string): Buffer {
  return readFileSync(join(PHOTOS, name));
}

/** Opens My photos from the menu and uploads these JPEG files of the project's test data. */
export async function uploadOriginals(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('link', { name: 'Saved photos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles(names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: original(name) })));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    dialog.getByText(`${String(names.length)} of ${String(names.length)} uploaded`),
  ).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

/** Waits until the tile shows its real thumbnail (loaded, not the placeholder or a failure). */
export async function expectThumbnailLoaded(tile: Locator): Promise<void> {
  await expect
    .poll(() =>
      tile.evaluate((element) =>
        [...element.querySelectorAll('img')].some(
          (img) => img.complete && img.naturalWidth > 0 && !img.src.startsWith('data:'),
        ),
      ),
    )
    .toBe(true);
}
