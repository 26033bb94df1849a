import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '@my-account/contract/consent';
import { THIRD_PARTY_PORT } from '../playwright.config.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { NO_CONSENT, consentChosen } from './support/consent.ts';
import { screenshotWidths } from './support/screenshots.ts';

const THIRD_PARTY_LOG = `http://127.0.0.1:${String(THIRD_PARTY_PORT)}/requests`;

/** The scripts the stand-in for other companies has been asked for since `since`. */
async function requestedSince(request: APIRequestContext, since: number): Promise<string[]> {
  const log = (await (await request.get(THIRD_PARTY_LOG)).json()) as string[];
  return log.slice(since);
}

async function logLength(request: APIRequestContext): Promise<number> {
  return (await requestedSince(request, 0)).length;
}

/**
 * The scripts that ran on the page (each marks itself), so the CSP let them in. While the page
 * is being replaced (a reload) there is no answer yet: a poll asks again.
 */
const ranScripts = (page: Page) =>
  page
    .evaluate(() => (window as { thirdPartyRan?: string[] }).thirdPartyRan ?? [])
    .catch(() => ['(page loading)']);

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });
const chatLauncher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });

async function storedConsent(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === CONSENT_COOKIE)?.value;
}

test.describe('without a cookie choice', () => {
  test.use({ storageState: NO_CONSENT });

  test('the banner asks, scripts wait for consent, and the choice holds', async ({
    page,
    request,
  }, testInfo) => {
    const before = await logLength(request);
    await signIn(page, DEMO);
    await expect(banner(page)).toBeVisible();
    // The app's banner, with its buttons, in place of the text the server sent with the page.
    await expect(page.locator('#boot-consent')).toHaveCount(0);
    // Before any choice only the consent manager loads (on each page load: before and after the
    // sign-in): it needs no consent.
    await expect.poll(() => ranScripts(page)).toEqual(['consent-manager']);
    expect(new Set(await requestedSince(request, before))).toEqual(
      new Set(['/consent-manager.js']),
    );
    await expectNoAxeViolations(page);
    await screenshotWidths(page, testInfo, 'consent-banner');

    // Analytics only: the help chat (analytics) loads, the feedback widget (marketing) does not.
    const beforeChoice = await logLength(request);
    await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
    await banner(page).getByRole('checkbox', { name: 'Analytics cookies' }).check();
    await expectNoAxeViolations(page);
    await screenshotWidths(page, testInfo, 'consent-choices');
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(chatLauncher(page)).toBeVisible();
    expect(await requestedSince(request, beforeChoice)).toEqual(['/help-chat.js']);
    await expect.poll(() => storedConsent(page)).toBe('10');

    // A reload keeps the choice: no banner, the chat straight away.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Demi!' })).toBeVisible();
    await expect(chatLauncher(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expectNoAxeViolations(page);

    // No help chat over the photos.
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Saved photos' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    await expect(chatLauncher(page)).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await expect(chatLauncher(page)).toBeVisible();

    // The footer's cookie settings change the choice: marketing too brings the feedback widget.
    const beforeMarketing = await logLength(request);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('checkbox', { name: 'Analytics cookies' })).toBeChecked();
    await banner(page).getByRole('checkbox', { name: 'Marketing cookies' }).check();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(() => ranScripts(page)).toContain('feedback-large');
    expect(await requestedSince(request, beforeMarketing)).toEqual(['/feedback-large.js']);
    await expect.poll(() => storedConsent(page)).toBe('11');

    // Withdrawing consent starts the page afresh without the scripts that needed it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect.poll(() => storedConsent(page)).toBe('00');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Demi!' })).toBeVisible();
    await expect.poll(() => ranScripts(page)).toEqual(['consent-manager']);
    await expect(chatLauncher(page)).toHaveCount(0);
  });

  test('a stored code other than 00, 01, 10 or 11 is no choice: the banner asks again', async ({
    page,
  }) => {
    await page
      .context()
      .addCookies([{ name: CONSENT_COOKIE, value: '12', domain: 'localhost', path: '/' }]);
    await signIn(page, DEMO);
    await expect(banner(page)).toBeVisible();
    expect(await ranScripts(page)).toEqual(['consent-manager']);
  });
});

test.describe('without a cookie choice, before the app has loaded', () => {
  // What a slow phone shows while the app's scripts are still on their way.
  test.use({ storageState: NO_CONSENT, javaScriptEnabled: false });

  test("the banner's text comes with the page, in the brand's words", async ({ page }) => {
    await page.goto('/my-photos/photos');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('uses cookies to keep you signed in');
    // Its buttons come with the app, whose banner takes this one's place.
    await expect(banner(page).getByRole('button')).toHaveCount(0);
  });
});

test.describe('with every consent on a phone', () => {
  test.use({ storageState: consentChosen('11'), viewport: { width: 390, height: 844 } });

  test('the small-screen feedback widget loads, and no banner shows', async ({ page, request }) => {
    const before = await logLength(request);
    await signIn(page, DEMO);
    await expect.poll(() => ranScripts(page)).toContain('feedback-small');
    const requested = await requestedSince(request, before);
    expect(requested).toContain('/feedback-small.js');
    expect(requested).not.toContain('/feedback-large.js');
    await expect(banner(page)).toBeHidden();
  });
});

test('the server refuses a consent code other than 00, 01, 10 or 11', async ({ request }) => {
  for (const code of ['12', '1', '111', 'ab']) {
    const response = await request.put('/api/consent/choice', { data: { code } });
    expect(response.status(), code).toBe(400);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  const accepted = await request.put('/api/consent/choice', { data: { code: '01' } });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toEqual({ code: '01', analytics: false, marketing: true });
});

test('search engines may index the root path of production hosts only', async ({ request }) => {
  // The test server is no production server: nothing is indexed, pages and API alike.
  for (const path of ['/', '/settings', '/api/health']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});
