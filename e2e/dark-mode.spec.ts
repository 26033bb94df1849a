import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { screenshotSizes } from './support/screenshots.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { textsOfOrigin } from './support/locale-texts.ts';

// The system asks for dark: the app and the sign-in pages follow it (decision 0272).
test.use({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } });

const BRANDS = [
  { host: 'albelli.nl', brand: 'albelli', theme: 'alb' },
  { host: 'photobox.co.uk', brand: 'Photobox', theme: 'pbx' },
  { host: 'hofmann.es', brand: 'Hofmann', theme: 'hfm' },
] as const;

/** A representative page of each area, and what shows it has loaded. */
const PAGES: { path: string; heading: string; values?: Record<string, string> }[] = [
  { path: '/', heading: 'Hello, {name}!', values: { name: 'Demi' } },
  { path: '/my-photos/photos', heading: 'My photos' },
  { path: '/my-photos/albums', heading: 'My photos' },
  { path: '/orders', heading: 'My orders' },
  { path: '/orders/PB-1046-3307', heading: 'Order {code}', values: { code: 'PB-1046-3307' } },
  { path: '/settings', heading: 'Settings' },
];

/** WCAG relative luminance (0 black to 1 white) of the page's painted background. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+(\.\d+)?/g)
      ?.map(Number) ?? [255, 255, 255];
    const channel = (value: number) => {
      const srgb = value / 255;
      return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
}

async function expectDarkAndAccessible(page: Page): Promise<void> {
  expect(await backgroundLuminance(page), `background of ${page.url()}`).toBeLessThan(0.03);
  await expectNoAxeViolations(page);
}

/** Screenshots at the desktop and phone sizes the issue names, to look at (SCREENSHOT_DIR). */
function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  return screenshotSizes(page, testInfo, `dark-${name}`);
}

for (const { host, brand, theme } of BRANDS) {
  test(`${brand}: the sign-in page and the account pages are dark and axe-clean`, async ({
    page,
  }, testInfo) => {
    const origin = `http://${host}.localhost:${String(E2E_PORT)}`;
    // Each brand in its market's language.
    const l = textsOfOrigin(origin).fromEnglish;
    await page.goto(`${origin}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: l('Sign in to {brand}', { brand }) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectDarkAndAccessible(page);
    await screenshot(page, testInfo, `${theme}-sign-in`);

    await signIn(page, DEMO, { origin, brand });
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const { path, heading, values } of PAGES) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: l(heading, values) })).toBeVisible();
      if (path === '/my-photos/photos') {
        // The first month's photos are in: the grid's colours are checked as customers see them.
        await expect(page.getByRole('main').locator('img').first()).toBeVisible();
      }
      await expectDarkAndAccessible(page);
      if (path === '/my-photos/photos') {
        // A dialog over the page: its surface and the status colours.
        await page.getByRole('button', { name: new RegExp(`^${l('Storage status')}`) }).click();
        const dialog = page.getByRole('dialog', { name: l('Storage status') });
        await expect(dialog.getByText(l('Stored until'), { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog
          .getByRole('button', { name: l('Close') })
          .first()
          .click();
        await expect(dialog).toBeHidden();
      }
      await screenshot(
        page,
        testInfo,
        `${theme}${path === '/' ? '-overview' : path.replaceAll('/', '-')}`,
      );
    }
  });
}

/** More pages, a form with errors and dialogs, in one theme (the colours are shared by all). */
const MORE_PAGES = [
  { path: '/saved-projects', heading: 'Saved projects' },
  { path: '/downloads', heading: 'Downloads' },
  { path: '/online-products', heading: 'Online photo books' },
  { path: '/settings/personal-details', heading: 'Personal details' },
  { path: '/settings/addresses/all', heading: 'Your addresses' },
] as const;

test('albelli: more pages, form errors and dialogs are dark and axe-clean', async ({ page }) => {
  const origin = `http://albelli.nl.localhost:${String(E2E_PORT)}`;
  const l = textsOfOrigin(origin).fromEnglish;
  // The sign-in page's error state: the error summary and the field in error.
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: l('Sign in') }).click();
  const problem = page.getByRole('alert').filter({ hasText: l('There is a problem') });
  await expect(problem.getByText(l('Enter your e-mail address'))).toBeVisible();
  await expectDarkAndAccessible(page);

  await signIn(page, DEMO, { origin, brand: 'albelli' });
  for (const { path, heading } of MORE_PAGES) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: l(heading) })).toBeVisible();
    await expectDarkAndAccessible(page);
  }

  await page.goto(`${origin}/my-photos/photos`);
  await page
    .getByRole('button', { name: l('Add photos') })
    .first()
    .click();
  const upload = page.getByRole('dialog', { name: l('Upload photos') });
  await expect(upload).toBeVisible();
  await expectNoAxeViolations(page);
  await upload
    .getByRole('button', { name: l('Close') })
    .first()
    .click();
  await expect(upload).toBeHidden();

  // Selecting photos: the selection toolbar over the grid.
  await page.getByRole('button', { name: l('Select photos') }).click();
  await page.getByRole('checkbox').first().check();
  await expect(page.getByRole('toolbar', { name: l('Selected photos') })).toBeVisible();
  await expectDarkAndAccessible(page);
});
