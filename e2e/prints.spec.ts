import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { selectPhotos, selectionToolbar } from './support/prints.ts';

/**
 * axe on the transfer overlay, at once. The page starts leaving for the editor while axe runs,
 * and a page with a navigation under way answers no new evaluations: axe runs in one evaluation
 * begun before that, with no wait for animations first (expectNoAxeViolations waits).
 */
async function expectNoOverlayViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test('order prints hands exactly the chosen photos to the prints order step', async ({ page }) => {
  await signIn(page, DEMO);
  const names = await selectPhotos(page, 3);

  await selectionToolbar(page).getByRole('button', { name: 'Order prints' }).click();
  const bar = page.getByRole('dialog', { name: 'Order prints' });
  const next = bar.getByRole('button', { name: 'Next: Customise 3 photo prints' });
  await expect(next).toBeFocused();
  await expectNoAxeViolations(page);

  // Escape steps back out of the bar; the selection is still there.
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
  await expect(selectionToolbar(page).getByText('3 selected')).toBeVisible();
  await selectionToolbar(page).getByRole('button', { name: 'Order prints' }).click();

  // The editor page is held back until the overlay has been checked: axe may take longer
  // than the overlay's 3000 ms on a busy machine.
  let navigationAt = 0;
  let releaseEditor: () => void = () => undefined;
  const editorHeld = new Promise<void>((resolve) => {
    releaseEditor = resolve;
  });
  await page.route('**/prints-editor/**', async (route) => {
    if (route.request().isNavigationRequest()) {
      navigationAt = Date.now();
      await editorHeld;
    }
    await route.continue();
  });
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/photo-management/temp-selections') &&
      response.request().method() === 'POST',
  );
  await next.click();
  const overlay = page.getByRole('dialog', { name: 'Adding 3 photos to editor...' });
  await expect(overlay).toBeVisible();
  const overlayShownAt = Date.now();
  expect((await created).status()).toBe(201);
  await expectNoOverlayViolations(page);
  releaseEditor();

  await page.waitForURL(/\/prints-editor\//);
  // The overlay stays at least PRINTS_TRANSFER_MIN_MS (3000 ms); a little slack for the clock.
  expect(navigationAt - overlayShownAt).toBeGreaterThanOrEqual(2800);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/prints-editor/photobox.co.uk');
  expect(url.searchParams.get('autoselectproduct')).toBe('PAP_910');
  expect(url.searchParams.get('channel')).toBe('PHOTOBOX_CO_UK_EN_GB');
  expect(url.searchParams.get('tempSelectionId')).toBeTruthy();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Customise your prints' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '3 photos to print' })).toBeVisible();
  // The prints order step (decision 0225): every photo with its number of prints.
  await expect(page.getByRole('spinbutton', { name: /^Prints of / })).toHaveCount(3);
  const images = page.getByRole('region', { name: '3 photos to print' }).locator('img');
  await expect(images).toHaveCount(3);
  expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual(
    names,
  );
  await expect
    .poll(() =>
      images.evaluateAll((all: HTMLImageElement[]) =>
        all.every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to My photos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();

  // A selection that is gone (expired, or never ours) is explained.
  await page.goto('/prints-editor/photobox.co.uk?autoselectproduct=PAP_910&tempSelectionId=gone');
  await expect(page.getByRole('alert')).toContainText(
    'This selection has expired or does not exist',
  );
  await expectNoAxeViolations(page);
});

test('not offered with the flag off or stripped; a failed transfer keeps the selection', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await selectPhotos(page, 1, '?stripped=true');
  await expect(selectionToolbar(page).getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(selectionToolbar(page).getByRole('button', { name: 'Order prints' })).toHaveCount(0);
  await selectPhotos(page, 1, '?PhotoManagementOrderPrintsEnabled=false');
  await expect(selectionToolbar(page).getByRole('button', { name: 'Order prints' })).toHaveCount(0);

  // The temp selection cannot be stored.
  await page.route('**/api/photo-management/temp-selections', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"DOWN"}' }),
  );
  await selectPhotos(page, 2);
  await selectionToolbar(page).getByRole('button', { name: 'Order prints' }).click();
  await page.getByRole('button', { name: 'Next: Customise 2 photo prints' }).click();
  await expect(page.getByText('Error transferring photos. Try again.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Order prints' })).toBeHidden();
  await expect(selectionToolbar(page).getByText('2 selected')).toBeVisible();
  expect(page.url()).toContain('/my-photos/photos');
  await expectNoAxeViolations(page);
  await page.unroute('**/api/photo-management/temp-selections');

  // The merchandise service knows no channel for this vendor: blocked before anything is stored.
  let selectionsPosted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/temp-selections') && request.method() === 'POST') {
      selectionsPosted += 1;
    }
  });
  await page.route('**/api/merchandise/graphql', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"data":{"Channel":null}}',
    }),
  );
  const reported = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/client-errors') &&
      (request.postData() ?? '').includes('Unable to extract channel ID!'),
  );
  // A fresh page: the channel of the first attempt is not cached.
  await selectPhotos(page, 2);
  await selectionToolbar(page).getByRole('button', { name: 'Order prints' }).click();
  await page.getByRole('button', { name: 'Next: Customise 2 photo prints' }).click();
  await expect(page.getByText('Error transferring photos. Try again.')).toBeVisible();
  await reported;
  expect(selectionsPosted).toBe(0);
  await expect(selectionToolbar(page).getByText('2 selected')).toBeVisible();
});
