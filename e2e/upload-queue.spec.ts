import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { screenshotSizes } from './support/screenshots.ts';
import { registerNewCustomer } from './support/accounts.ts';
import { slowUploads } from './support/uploads.ts';

const PHOTOS = join(import.meta.dirname, '..', 'testdata', 'photos');

function jpeg(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: readFileSync(join(PHOTOS, name)) };
}

async function openUploads(page: Page) {
  await page.getByRole('link', { name: 'Saved photos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('refused files say why, come first and offer no Retry; a server hiccup offers Retry', async ({
  page,
}, testInfo) => {
  await registerNewCustomer(page, 'Rafa');
  const dialog = await openUploads(page);
  // The first attempt of this one meets a server error, which can pass.
  let failNext = true;
  await page.route('**/api/photo-management/photos?uploadId=*', async (route) => {
    const file = route.request().postDataBuffer()?.includes('gps_DSCN0010.jpg') === true;
    if (file && failNext) {
      failNext = false;
      await route.fulfill({ status: 503, body: '' });
      return;
    }
    await route.continue();
  });
  await dialog
    .locator('input[type=file]')
    .setInputFiles([
      jpeg('Canon_40D.jpg'),
      jpeg('corrupted.jpg'),
      jpeg('gps_DSCN0010.jpg'),
      { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  await expect(dialog.getByText('1 of 4 uploaded · 3 failed')).toBeVisible({ timeout: 30_000 });
  const rows = dialog.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
  // Failures first, in the order they were chosen; then what was uploaded.
  await expect(rows.nth(0)).toContainText('corrupted.jpg');
  await expect(rows.nth(0)).toContainText('This photo could not be read');
  await expect(rows.nth(1)).toContainText('gps_DSCN0010.jpg');
  await expect(rows.nth(1)).toContainText('could not be uploaded');
  await expect(rows.nth(2)).toContainText('notes.gif');
  await expect(rows.nth(2)).toContainText('This file type is not supported');
  await expect(rows.nth(3)).toContainText('Canon_40D.jpg');
  // Retry only where sending again can succeed.
  await expect(dialog.getByRole('button', { name: /^Retry/ })).toHaveCount(1);
  await expect(rows.nth(0).getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(rows.nth(2).getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  // Small previews of the files the browser can show, made when their row is scrolled to.
  await rows.nth(3).scrollIntoViewIfNeeded();
  await expect(rows.nth(3).locator('img[src^="blob:"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotSizes(page, testInfo, 'upload-summary');

  await rows.nth(1).getByRole('button', { name: 'Retry gps_DSCN0010.jpg' }).click();
  await expect(dialog.getByText('2 of 4 uploaded · 2 failed')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});

test('uploads go on with the dialog closed; the header shows their progress to the end', async ({
  page,
}, testInfo) => {
  await registerNewCustomer(page, 'Bea');
  const dialog = await openUploads(page);
  await slowUploads(page, 150 * 1024);
  await dialog
    .locator('input[type=file]')
    .setInputFiles([
      jpeg('gps_DSCN0010.jpg'),
      jpeg('orientation_landscape_6.jpg'),
      jpeg('orientation_portrait_8.jpg'),
      jpeg('xmp_no_exif.jpg'),
    ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue in background' }).click();
  await expect(dialog).toBeHidden();

  const indicator = page.getByRole('group', { name: 'Uploads' });
  await expect(indicator.getByRole('status')).toContainText(/[0-3] of 4 uploaded/);
  await expect(
    indicator.getByRole('progressbar', { name: 'Overall upload progress' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotSizes(page, testInfo, 'upload-indicator');

  await expect(indicator.getByRole('status')).toHaveText('4 of 4 uploaded', { timeout: 60_000 });
  // The library was refreshed when the run ended.
  await expect(page.getByRole('button', { name: 'Open photo xmp_no_exif.jpg' })).toBeVisible();

  await indicator.getByRole('button', { name: 'Show uploads' }).click();
  await expect(dialog.getByText('4 of 4 uploaded')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(indicator).toBeHidden();
});
