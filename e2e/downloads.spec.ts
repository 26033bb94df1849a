import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { registerNewCustomer } from './support/accounts.ts';
import { original, uploadOriginals } from './support/library.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { watchForTexts } from './support/seen-texts.ts';
import { sha256, testZip, zipEntry, zipEntryNames } from './support/zip-files.ts';

const NAMES = ['Canon_40D.jpg', 'gps_DSCN0010.jpg', 'mobile_jolla.jpg'];
const ZIP_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.zip$/;

test('a selection arrives as {downloadId}.zip after the push, byte for byte; /downloads lists it; one original under its own name', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await registerNewCustomer(page, 'Dora');

  // Nothing downloaded yet: the page (reached from the account menu) says so.
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Downloads' })
    .click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No downloads yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'downloads-empty');

  await page.goto('/');
  await uploadOriginals(page, NAMES);

  await page.getByRole('button', { name: 'Select photos' }).click();
  for (const name of NAMES) {
    await page.getByRole('checkbox', { name: `Select photo ${name}` }).check();
  }
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(toolbar.getByText('3 selected')).toBeVisible();

  // No click on a link: the zip is saved by itself once push says it is finished.
  const downloadPromise = page.waitForEvent('download', { timeout: 90_000 });
  const seenTexts = await watchForTexts(page, ['Preparing download...']);
  await toolbar.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(await seenTexts()).toEqual(['Preparing download...']);
  await expect(page.getByText('Downloading photos')).toBeVisible();
  await expectNoAxeViolations(page);

  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(ZIP_NAME);
  const zipPath = testInfo.outputPath(fileName);
  await download.saveAs(zipPath);
  testZip(zipPath);
  const entries = zipEntryNames(zipPath);
  expect(entries).toHaveLength(NAMES.length);
  const zipped = entries.map((entry) => sha256(zipEntry(zipPath, entry))).sort();
  expect(zipped).toEqual(NAMES.map((name) => sha256(original(name))).sort());

  // The downloads page lists the archive as ready, with a button that gives the same zip.
  await page.goto('/downloads');
  const card = page.getByRole('article').filter({ hasText: '3 photos' });
  await expect(card.getByText('Ready')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'downloads-list');
  const again = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download / }).click();
  expect((await again).suggestedFilename()).toBe(fileName);

  // One photo from the preview: the original under its own name.
  await page.goto('/my-photos/photos');
  await page.getByRole('button', { name: 'Open photo Canon_40D.jpg' }).click();
  const single = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download photo' }).click();
  const photo = await single;
  expect(photo.suggestedFilename()).toBe('Canon_40D.jpg');
  const photoPath = testInfo.outputPath('single.jpg');
  await photo.saveAs(photoPath);
  expect(sha256(readFileSync(photoPath))).toBe(sha256(original('Canon_40D.jpg')));
});

test('the zip still arrives when its push messages are lost, from the status check', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The push socket stays up (its 'OK' reaches the app) but every message after it is lost,
  // as when a socket drops and reconnects while the archive is made.
  const lost: string[] = [];
  await page.routeWebSocket(/\/push/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (message === 'OK') {
        socket.send(message);
      } else {
        lost.push(String(message));
      }
    });
  });
  await registerNewCustomer(page, 'Lou');
  await page.goto('/');
  const name = 'gps_DSCN0010.jpg';
  await uploadOriginals(page, [name]);

  await page.getByRole('button', { name: 'Select photos' }).click();
  await page.getByRole('checkbox', { name: `Select photo ${name}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  const downloadPromise = page.waitForEvent('download', { timeout: 60_000 });
  await toolbar.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  await expect(page.getByText('Downloading photos')).toBeVisible();

  // The server did send the finished message; the app never got it.
  expect(lost.some((message) => message.includes('download-finished'))).toBe(true);
  const zipPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(zipPath);
  testZip(zipPath);
  const entries = zipEntryNames(zipPath);
  expect(entries).toEqual([name]);
  expect(sha256(zipEntry(zipPath, name))).toBe(sha256(original(name)));
});
