import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { registerNewCustomer } from './support/accounts.ts';
import { original, uploadOriginals } from './support/library.ts';
import { outboxUrl } from './support/outbox.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { sha256, testZip, zipEntry, zipEntryNames } from './support/zip-files.ts';

/** The developer outbox's key, in the data folder of the test server (playwright.config.ts). */
// Over 600 kB together, so a small EXPORT_CHUNK_BYTES (playwright.config.ts) makes several chunks.
const NAMES = [
  'Canon_40D.jpg',
  'gps_DSCN0010.jpg',
  'mobile_jolla.jpg',
  'orientation_landscape_6.jpg',
];

test("export: the e-mail's link opens the ready export; every chunk passes unzip -t and together they hold each photo once; a forged link has expired", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = await registerNewCustomer(page, 'Ezra');
  await uploadOriginals(page, NAMES);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export photos' });
  await expect(dialog.getByText('processed within 48 hours')).toBeVisible();
  await expect(dialog.getByText('valid for 7 days')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'export-modal');
  await dialog.getByRole('button', { name: 'Export photos' }).click();
  await expect(dialog.getByText("We're processing your export")).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The developer outbox page shows the mail the export job sent, with its link; its key is
  // the one the test server printed, kept in its data folder.
  const outbox = outboxUrl(customer.email);
  const link = page.getByRole('link', { name: /\/my-photos\/exports\// });
  await expect(async () => {
    await page.goto(outbox);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Export photos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My photos' })).toBeVisible();
  await expect(page.getByText('Your export is ready.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'export-ready');

  const buttons = page.getByRole('button', { name: /^Download part \d+$/ });
  const count = await buttons.count();
  // EXPORT_CHUNK_BYTES of the test server is small: the photos need more than one chunk.
  expect(count).toBeGreaterThan(1);
  const hashes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const downloadPromise = page.waitForEvent('download');
    await buttons.nth(index).click();
    const download = await downloadPromise;
    const zipPath = testInfo.outputPath(`chunk-${String(index + 1)}.zip`);
    await download.saveAs(zipPath);
    testZip(zipPath);
    for (const entry of zipEntryNames(zipPath)) {
      hashes.push(sha256(zipEntry(zipPath, entry)));
    }
  }
  // Every photo once, byte for byte, across all chunks.
  expect(hashes.sort()).toEqual(NAMES.map((name) => sha256(original(name))).sort());
  expect(readFileSync(testInfo.outputPath('chunk-1.zip')).length).toBeGreaterThan(0);

  // A forged (or expired) link: the expired message and a way to a new export.
  await page.goto('/my-photos/exports/forged-0123456789');
  await expect(page.getByRole('heading', { name: 'Your download link has expired' })).toBeVisible();
  await expect(page.getByText('Download links expire after 7 days')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'export-expired');
  await page.getByRole('button', { name: 'Create a new export' }).click();
  await expect(page.getByRole('dialog', { name: 'Export photos' })).toBeVisible();
});
