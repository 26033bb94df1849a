import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LOCALES, VENDORS } from '@my-account/contract/vendors';
import { E2E_PORT } from '../playwright.config.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO } from './support/accounts.ts';
import { localeTexts, type LocaleTexts } from './support/locale-texts.ts';
import { saveScreenshot, screenshotWidths } from './support/screenshots.ts';

// Each locale's journey only reads: with E2E_WORKERS=2 two run at a time (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

/** The five markets first; every other locale on the first brand host that speaks it. */
const MARKETS = ['albelli.nl', 'monalbumphoto.fr', 'posterxxl.de', 'onskefoto.se', 'hofmann.es'];
const hostFor = (locale: string) =>
  VENDORS.find((vendor) => vendor.locale === locale && MARKETS.includes(vendor.host))?.host ??
  VENDORS.find((vendor) => vendor.locale === locale && !vendor.b2b)?.host ??
  'photobox.co.uk';

/** Every signed-in page a consumer reaches; an album and an order are opened from their lists. */
const ROUTES = [
  '/',
  '/my-photos/photos',
  '/my-photos/albums',
  '/orders',
  '/saved-projects',
  '/widgets',
  '/invoices',
  '/downloads',
  '/settings',
  '/settings/personal-details',
  '/settings/addresses/all',
  '/settings/new-address',
  '/settings/payment-method',
  '/settings/email',
  '/settings/password',
];

async function signInIn(
  page: Page,
  origin: string,
  texts: LocaleTexts,
  brand: string,
  screenshotsFor?: TestInfo,
) {
  await page.goto(`${origin}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.t('identity.signIn.title', { brand }) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', texts.locale);
  if (screenshotsFor) {
    await screenshotWidths(page, screenshotsFor, `${texts.locale}-sign-in`);
  }
  await page.getByLabel(texts.t('identity.signIn.email')).fill(DEMO.email);
  await page.getByLabel(texts.t('identity.signIn.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: texts.t('identity.signIn.submit') }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: texts.t('overview.greeting', { name: DEMO.firstName }),
    }),
  ).toBeVisible({ timeout: 15_000 });
}

/** The page in its language: lang attribute, no key names, no English where a translation exists. */
async function expectPageInLocale(
  page: Page,
  texts: LocaleTexts,
  testInfo: TestInfo,
  name: string,
  /** Phone and desktop screenshots (and no sideways scrolling with longer words), else desktop. */
  bothWidths = false,
) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Loaded: no page or section loader left (cheaper than waiting for the network to settle).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', texts.locale);
  // Names customers and shops gave (product titles, file names) are data, marked translate="no".
  const shown = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const data of copy.querySelectorAll('[translate="no"], script, style')) {
      data.replaceWith(' ');
    }
    return copy.textContent;
  });
  expect(
    texts.keys.filter((key) => shown.includes(key)),
    `key names on ${name}`,
  ).toEqual([]);
  expect(
    texts.englishOnly.filter((text) => shown.includes(text)),
    `English on ${name}`,
  ).toEqual([]);
  // Translated names must still hold their visible label (WCAG label in name), and so on.
  await expectNoAxeViolations(page);
  if (bothWidths) {
    await screenshotWidths(page, testInfo, `${texts.locale}-${name}`);
  } else {
    await saveScreenshot(page, testInfo, `${texts.locale}-${name}`);
  }
}

/**
 * Every locale: the pages with the most texts of their own kinds (greeting, months and counts,
 * forms). Every text of theirs is checked in the locale files by the unit tests (missing, still
 * English, other placeholders); these pages show that the brand's host gets them. Every route in
 * every locale took over half the browser suite on a slow machine (decision 0299).
 */
const MAIN_ROUTES = ['/', '/my-photos/photos', '/settings', '/settings/new-address'];

/**
 * The five markets share the other routes out, a fifth each: every page is still looked at in a
 * language other than English (no text left hard-coded), at a fifth of the time (decision 0301).
 */
function routesFor(host: string): string[] {
  const market = MARKETS.indexOf(host);
  const shared = ROUTES.filter(
    (route, index) => !MAIN_ROUTES.includes(route) && index % MARKETS.length === market,
  );
  return [...MAIN_ROUTES, ...shared];
}

/** The journey pages, looked at on a phone and a desktop in its five markets. */
const JOURNEY = new Set(['/my-photos/photos', '/settings', 'album', 'order']);

for (const locale of LOCALES) {
  const host = hostFor(locale);
  const market = MARKETS.includes(host);
  const pages = market ? 'its main pages and its share of the others' : 'its main pages';
  test(`${locale} on ${host}: sign-in and ${pages} in the market's language and formats`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const texts = localeTexts(locale);
    const vendor = VENDORS.find((candidate) => candidate.host === host);
    const origin = `http://${host}.localhost:${String(E2E_PORT)}`;
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        consoleErrors.push(message.text());
      }
    });

    await signInIn(page, origin, texts, vendor?.name ?? host, market ? testInfo : undefined);
    for (const route of routesFor(host)) {
      await page.goto(`${origin}${route}`);
      const name = route.replaceAll('/', '_');
      await expectPageInLocale(page, texts, testInfo, name, market && JOURNEY.has(route));
    }

    if (market) {
      // The demo's album with photos: its header, tools and sort are all there.
      await page.goto(`${origin}/my-photos/albums`);
      await page.locator('main a[href="/my-photos/albums/demo-album-summer-holidays"]').click();
      await expect(page.getByRole('main').locator('img').first()).toBeVisible();
      await expectPageInLocale(page, texts, testInfo, 'album', true);
    }

    await page.goto(`${origin}/orders`);
    await page.locator('main a[href^="/orders/"]').first().click();
    await expectPageInLocale(page, texts, testInfo, 'order', market);

    // Month headings and dates in the market's own words.
    await page.goto(`${origin}/my-photos/photos`);
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long' });
    const months = Array.from({ length: 12 }, (_, month) =>
      monthName.format(new Date(2026, month, 15)),
    );
    const heading = await page
      .getByRole('gridcell')
      .getByRole('heading', { level: 2 })
      .first()
      .innerText();
    expect(months.some((month) => heading.toLowerCase().includes(month.toLowerCase()))).toBe(true);

    expect(consoleErrors).toEqual([]);
  });
}
