import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, registerNewCustomer, signIn } from './support/accounts.ts';
import { expectThumbnailLoaded } from './support/library.ts';

const PHOTOS = join(import.meta.dirname, '..', 'testdata', 'photos');
const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.heic': 'image/heic',
  '.png': 'image/png',
};

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A camera file from the shared test data, as the browser's file picker hands it over. */
function photo(name: string): UploadFile {
  return {
    name,
    mimeType: MIME_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
    buffer: readFileSync(join(PHOTOS, name)),
  };
}

async function openMyPhotos(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Saved photos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
}

async function uploadFiles(page: Page, files: UploadFile[]): Promise<void> {
  // The header's button (the empty library offers one too).
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(files);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
}

/**
 * Scrolls to a month (months load when they come into view) and checks that each named photo
 * is there with its thumbnail really loaded (not a placeholder or the failure state).
 */
async function expectMonthPhotos(page: Page, month: string, names: string[]): Promise<void> {
  await page.getByRole('heading', { name: month }).scrollIntoViewIfNeeded();
  for (const name of names) {
    const tile = page.getByRole('button', { name: `Open photo ${name}` });
    await expect(tile).toBeVisible();
    await expectThumbnailLoaded(tile);
  }
}

/** The natural size of the image a tile shows (a thumbnail, never upscaled). */
async function thumbnailSize(page: Page, name: string): Promise<{ width: number; height: number }> {
  return page
    .getByRole('button', { name: `Open photo ${name}` })
    .locator('img:not([src^="data:"])')
    .evaluate((image: HTMLImageElement) => ({
      width: image.naturalWidth,
      height: image.naturalHeight,
    }));
}

test('a new customer uploads camera photos and finds them in the months they were taken', async ({
  page,
}) => {
  await registerNewCustomer(page, 'Uma');
  await openMyPhotos(page);
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  await expectNoAxeViolations(page);

  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  await uploadFiles(page, [
    photo('Canon_40D.jpg'),
    photo('gps_DSCN0010.jpg'),
    photo('IMG_5195.HEIC'),
    photo('orientation_landscape_6.jpg'),
    photo('orientation_portrait_8.jpg'),
    photo('corrupted.jpg'),
    { name: 'drawing.png', mimeType: 'image/png', buffer: png },
  ]);
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(dialog.getByText('6 of 7 uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('This photo could not be read', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // EXIF dates decide the months; files without one go to 'Unknown Date'.
  await expectMonthPhotos(page, 'April 2021', ['IMG_5195.HEIC']);
  await expectMonthPhotos(page, 'October 2008', ['gps_DSCN0010.jpg']);
  await expectMonthPhotos(page, 'May 2008', ['Canon_40D.jpg']);
  await expectMonthPhotos(page, 'Unknown Date', [
    'orientation_landscape_6.jpg',
    'orientation_portrait_8.jpg',
    'drawing.png',
  ]);
  await expectNoAxeViolations(page);

  // Files stored rotated (EXIF orientation 6 and 8) come out upright: the landscape one is
  // stored 450 wide and 600 high, the portrait one 600 wide and 450 high.
  const landscape = await thumbnailSize(page, 'orientation_landscape_6.jpg');
  expect(landscape.width).toBeGreaterThan(landscape.height);
  const portrait = await thumbnailSize(page, 'orientation_portrait_8.jpg');
  expect(portrait.height).toBeGreaterThan(portrait.width);
});

test('preview, browse, zoom and delete; delete a selection; delete everything', async ({
  page,
}) => {
  await registerNewCustomer(page, 'Pia');
  await openMyPhotos(page);
  await uploadFiles(page, [
    photo('Canon_40D.jpg'),
    photo('gps_DSCN0010.jpg'),
    photo('mobile_jolla.jpg'),
    photo('xmp_no_exif.jpg'),
  ]);
  const uploads = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(uploads.getByText('4 of 4 uploaded')).toBeVisible({ timeout: 30_000 });
  await uploads.getByRole('button', { name: 'Close' }).first().click();
  await expectMonthPhotos(page, 'September 2014', ['mobile_jolla.jpg']);
  await expectMonthPhotos(page, 'Unknown Date', ['xmp_no_exif.jpg']);
  await page.getByRole('heading', { name: 'September 2014' }).scrollIntoViewIfNeeded();

  // Newest first: the 2014 phone photo opens first; arrows move through the library.
  await page.getByRole('button', { name: 'Open photo mobile_jolla.jpg' }).click();
  const preview = page.getByRole('dialog', { name: 'Photo preview' });
  await expect(preview).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  await expectNoAxeViolations(page);
  const firstUrl = page.url();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(firstUrl);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(firstUrl);

  // Tap to zoom to 2.5 and back.
  const stage = preview.locator('img').last();
  await stage.click();
  await expect
    .poll(() => stage.evaluate((img) => getComputedStyle(img).transform))
    .toContain('2.5');

  // Delete the open photo from the preview.
  await preview.getByRole('button', { name: 'Delete photo' }).click();
  await page
    .getByRole('dialog', { name: 'Delete photo' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open photo mobile_jolla.jpg' })).toHaveCount(0);
  // The month seen before the preview is kept, so the next return loads it at once.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('timelineVisibleSections')))
    .toContain('"2014-9"');

  // Select two photos and delete them.
  await page.getByRole('checkbox', { name: 'Select photo Canon_40D.jpg' }).check();
  await page.getByRole('checkbox', { name: 'Select photo gps_DSCN0010.jpg' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(toolbar.getByText('2 selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete selected photos' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('button', { name: 'Open photo Canon_40D.jpg' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open photo gps_DSCN0010.jpg' })).toHaveCount(0);
  await expectMonthPhotos(page, 'Unknown Date', ['xmp_no_exif.jpg']);

  // Delete all: the word must be typed exactly, checked on submit only.
  await page.getByRole('button', { name: 'Delete all photos' }).click();
  const deleteAll = page.getByRole('dialog', { name: 'Delete all photos' });
  await deleteAll.getByLabel('Confirmation').fill('delete');
  await deleteAll.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(deleteAll.getByText('Type DELETE in capital letters to confirm.')).toBeVisible();
  await expectNoAxeViolations(page);
  await deleteAll.getByLabel('Confirmation').fill('DELETE');
  await deleteAll.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
});

/** The bearer token the app holds (its cookie), for looking things up through the API. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'auth_access_token')?.value ?? '';
  const response = await page.request.get(`/api/photo-management${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

interface ListedPhoto {
  imageId: string;
  localFileName: string;
  dateTaken?: string | null;
}

test('a preview link opens a photo of a month not loaded yet; a missing photo goes back to the list', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await openMyPhotos(page);
  // The demo library spans years: its oldest dated month is far below the first screen.
  const oldest = await apiGet<{ images: ListedPhoto[] }>(
    page,
    '/photos?sortKey=dateTaken&sortOrder=asc&limit=60',
  );
  const dated = oldest.images.find((entry) => entry.dateTaken);
  const [, year = '', month = ''] = /^(\d{4})-(\d{2})/.exec(dated?.dateTaken ?? '') ?? [];
  const monthPage = await apiGet<{ images: ListedPhoto[] }>(
    page,
    `/photos/timeline/${year}/${String(Number(month))}`,
  );
  expect(monthPage.images.length).toBeGreaterThan(1);
  const [first, second] = monthPage.images as [ListedPhoto, ListedPhoto];

  await page.goto(`/my-photos/photos/preview/${second.imageId}`);
  const preview = page.getByRole('dialog', { name: 'Photo preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(second.localFileName)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/preview/${second.imageId}$`));
  // Its month loads behind it: previous and next work from there.
  await expect(preview.getByRole('button', { name: 'Previous photo' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/preview/${first.imageId}$`));
  await expect(preview.getByText(first.localFileName)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/preview/${second.imageId}$`));

  // Previous from a month's first photo is the last photo of the month above it, although
  // that month was never loaded (its oldest photo, last in the newest-first list).
  const { timeline } = await apiGet<{ timeline: { year: number; month: number }[] }>(
    page,
    '/users/timeline',
  );
  const position = timeline.findIndex(
    (entry) => entry.year === Number(year) && entry.month === Number(month),
  );
  const above = timeline[position - 1];
  expect(above).toBeDefined();
  const aboveOldest = await apiGet<{ images: ListedPhoto[] }>(
    page,
    `/photos/timeline/${above?.year}/${above?.month}?sortOrder=asc&limit=1`,
  );
  const lastAbove = aboveOldest.images[0];
  // A key moves only where the viewer shows a way (its Previous or Next button): wait, as a
  // customer would, for the photo and that button. The URL changes before the viewer does.
  const keyTo = async (key: 'ArrowLeft' | 'ArrowRight', photo: ListedPhoto | undefined) => {
    const button = key === 'ArrowLeft' ? 'Previous photo' : 'Next photo';
    await expect(preview.getByRole('button', { name: button })).toBeVisible();
    // Keys go where the focus is: it stays inside the viewer as it moves.
    await expect(preview.locator(':focus')).toHaveCount(1);
    await page.keyboard.press(key);
    await expect(page).toHaveURL(new RegExp(`/preview/${photo?.imageId}$`));
    await expect(preview.getByText(photo?.localFileName ?? '')).toBeVisible();
  };
  await keyTo('ArrowLeft', first);
  // The month above loads to its end behind the preview; then Previous goes there.
  await keyTo('ArrowLeft', lastAbove);
  await keyTo('ArrowRight', first);

  await page.goto('/my-photos/photos/preview/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.getByRole('dialog', { name: 'Photo preview' })).toHaveCount(0);
});

test("a month's Select all takes the photos not loaded yet too; '+N' and sorting keep every photo reachable", async ({
  page,
}) => {
  await registerNewCustomer(page, 'Sal');
  await openMyPhotos(page);
  // 30 photos without a date: one month (Unknown Date) with a page of 24 and 6 behind '+6'.
  const files: UploadFile[] = [];
  for (let index = 0; index < 30; index += 1) {
    const buffer = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: { r: index * 8, g: 120, b: 250 - index * 8 },
      },
    })
      .jpeg()
      .toBuffer();
    files.push({
      name: `plain-${String(index).padStart(2, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    });
  }
  await uploadFiles(page, files);
  const uploads = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(uploads.getByText('30 of 30 uploaded')).toBeVisible({ timeout: 90_000 });
  await uploads.getByRole('button', { name: 'Close' }).first().click();
  const tiles = page.getByRole('button', { name: /^Open photo / });
  await expect(tiles).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Show 6 more photos of Unknown Date' });
  await expect(more).toBeVisible();

  await page.getByRole('button', { name: 'Select all photos of Unknown Date' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(toolbar.getByText('30 selected')).toBeVisible();
  await expect(tiles).toHaveCount(24);
  await page.getByRole('button', { name: 'Deselect all photos of Unknown Date' }).click();
  await expect(toolbar.getByText('0 selected')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Select all photos of Unknown Date' }),
  ).toBeVisible();
  await toolbar.getByRole('button', { name: 'Leave selection' }).click();

  // '+6' shows the rest; after sorting differently and back, all 30 stay shown (no '+N' over
  // the 24th photo), and the 24th opens with the mouse.
  await more.click();
  await expect(tiles).toHaveCount(30);
  const sortBy = page.getByLabel('Sort by');
  // The spec's choices: created (new-old, old-new), date taken and uploaded.
  await expect(sortBy.locator('option')).toHaveText([
    'Date taken: newest first',
    'Date taken: oldest first',
    'Created: newest first',
    'Created: oldest first',
    'Uploaded: newest first',
  ]);
  await sortBy.selectOption({ label: 'Uploaded: newest first' });
  await expect(tiles).toHaveCount(24);
  await sortBy.selectOption({ label: 'Date taken: newest first' });
  await expect(tiles).toHaveCount(30);
  await expect(page.getByRole('button', { name: /^Show \d+ more photos/ })).toHaveCount(0);
  const twentyFourth = tiles.nth(23);
  await twentyFourth.scrollIntoViewIfNeeded();
  const name = (await twentyFourth.getAttribute('aria-label')) ?? '';
  const box = await twentyFourth.boundingBox();
  await page.mouse.click(
    (box?.x ?? 0) + (box?.width ?? 0) / 2,
    (box?.y ?? 0) + (box?.height ?? 0) / 2,
  );
  const preview = page.getByRole('dialog', { name: 'Photo preview' });
  await expect(preview.getByText(name.replace('Open photo ', ''))).toBeVisible();
});
