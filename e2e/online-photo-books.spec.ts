import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { mailedLink } from './support/outbox.ts';
import { E2E_SERVICE_CLIENTS, serviceToken } from './support/service-callers.ts';
import { screenshotWidths } from './support/screenshots.ts';

// The demo customer's photo book of 16 of their photos (apps/server/.../demo-orders.ts).
const BOOK = 'BK-66340';
const TITLE = 'Classic photo book A4: A year of us';

// Both journeys use the one demo book: one after the other.
test.describe.configure({ mode: 'serial' });

/** Opens the book's page from the list, putting it online when it is not yet. */
async function openBook(page: Page) {
  await page.goto('/online-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Online photo books' })).toBeVisible();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const putOnline = page.getByRole('button', { name: 'Put online' });
  const viewer = page.getByRole('region', { name: TITLE });
  await expect(putOnline.or(viewer)).toBeVisible();
  if (await putOnline.isVisible()) {
    await putOnline.click();
  }
  await expect(viewer).toBeVisible();
  return viewer;
}

test('a demo photo book goes online, turns its pages, is shared, and its link dies with it', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, DEMO);
  await page.getByRole('link', { name: 'Online photo books' }).first().click();
  await expect(page).toHaveURL(/\/online-products$/);
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'online-products');

  const viewer = await openBook(page);
  const position = page.getByText(/^Pages? \d+(-\d+)? of 16$/);
  await expect(position).toHaveText('Pages 1-2 of 16');
  await expect(page.getByRole('img', { name: 'Page 1' })).toHaveJSProperty('complete', true);
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Page 1' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Keys while the viewer has focus.
  await viewer.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Pages 3-4 of 16');
  // A swipe to the left: the next spread.
  const box = await viewer.boundingBox();
  if (!box) {
    throw new Error('The viewer has no box');
  }
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.45, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(position).toHaveText('Pages 5-6 of 16');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(position).toHaveText('Pages 3-4 of 16');
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'online-product-viewer');

  // Share it to an address: the mail's link opens the book signed out.
  const recipient = `gran-${String(Date.now())}@example.com`;
  await page.getByLabel("Recipient's e-mail address").fill(recipient);
  await page.getByLabel(/Personal message/).fill('Our year, page by page.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`The photo book was shared with ${recipient}.`)).toBeVisible();
  const link = await mailedLink(page, recipient, /\/shared-book\//);

  const visitor = await browser.newContext();
  try {
    const reader = await visitor.newPage();
    await reader.goto(link);
    await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const readerPosition = reader.getByText(/^Pages? \d+(-\d+)? of 16$/);
    await expect(readerPosition).toHaveText('Pages 1-2 of 16');
    await expect
      .poll(() =>
        reader
          .getByRole('img', { name: 'Page 2' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await reader.getByRole('button', { name: 'Next' }).click();
    await expect(readerPosition).toHaveText('Pages 3-4 of 16');
    await expectNoAxeViolations(reader);
    await screenshotWidths(reader, testInfo, 'shared-book');

    // Back signed in: delete the online book, and the link stops working.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this online photo book?' });
    // Open before axe looks: its fade-in is then one of the animations the check waits for.
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/online-products$/);
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();

    await reader.reload();
    await expect(
      reader.getByRole('heading', { level: 1, name: 'This book is no longer shared' }),
    ).toBeVisible();
    await expectNoAxeViolations(reader);
    // A link that never was answers the same.
    await reader.goto('/shared-book/no-such-link');
    await expect(
      reader.getByRole('heading', { level: 1, name: 'This book is no longer shared' }),
    ).toBeVisible();
    await screenshotWidths(reader, testInfo, 'shared-book-gone');
  } finally {
    await visitor.close();
  }
});

test('a book is published to the gallery, its categories changed, removed; a blocked order cannot be published', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, DEMO);
  await openBook(page);
  const gallery = page.getByRole('region', { name: 'Gallery' });

  await gallery.getByRole('checkbox', { name: 'Family' }).check();
  await gallery.getByRole('checkbox', { name: 'Travel' }).check();
  await gallery.getByRole('button', { name: 'Publish to the gallery' }).click();
  await expect(gallery.getByText('In the gallery under Family and Travel.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'online-product-gallery');

  await gallery.getByRole('checkbox', { name: 'Family' }).uncheck();
  await gallery.getByRole('checkbox', { name: 'Pets' }).check();
  await gallery.getByRole('button', { name: 'Save categories' }).click();
  await expect(gallery.getByText('In the gallery under Travel and Pets.')).toBeVisible();

  // The list says so too.
  await page.getByRole('link', { name: 'Online photo books' }).first().click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
  await expect(card.getByText('In the gallery')).toBeVisible();
  await card.getByRole('link', { name: TITLE }).click();

  await gallery.getByRole('button', { name: 'Remove from the gallery' }).click();
  await expect(gallery.getByRole('button', { name: 'Publish to the gallery' })).toBeVisible();

  // Customer care blocks the order: publishing is refused with a clear text.
  const token = await serviceToken(request, E2E_SERVICE_CLIENTS.customerCare);
  const blockPath = `/api/widget-gallery/internal/blockedorders/${BOOK}`;
  const headers = { authorization: `Bearer ${token}` };
  const blocked = await request.put(blockPath, { headers, data: { reason: 'e2e' } });
  expect(blocked.status()).toBe(200);
  try {
    await gallery.getByRole('checkbox', { name: 'Wedding' }).check();
    await gallery.getByRole('button', { name: 'Publish to the gallery' }).click();
    await expect(gallery.getByRole('alert')).toHaveText(
      'This photo book cannot be published in the gallery. Please contact customer care if you think this is a mistake.',
    );
    await expectNoAxeViolations(page);
  } finally {
    expect((await request.delete(blockPath, { headers })).status()).toBe(200);
  }
});
