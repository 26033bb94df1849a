import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn, signInOnProviderPage } from './support/accounts.ts';

test('the demo customer signs in through the provider, lands in the shell and signs out', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO, { checkAccessibility: true });
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expectNoAxeViolations(page);

  const cookies = await context.cookies();
  const names = cookies.map((cookie) => cookie.name);
  expect(names).toContain('auth_access_token');
  expect(names).toContain('auth_refresh_token');

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Photobox' })).toBeVisible();
  const after = (await context.cookies()).map((cookie) => cookie.name);
  expect(after).not.toContain('auth_access_token');
  expect(after).not.toContain('auth_refresh_token');

  // The provider session ended too: opening the app asks to sign in again.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Photobox' })).toBeVisible();
});

test('a wrong password is refused with a message and the e-mail kept', async ({ page }) => {
  await page.goto('/');
  await signInOnProviderPage(page, { email: DEMO.email, password: 'not-the-password' });
  await expect(page.getByText('The e-mail address or password is not correct.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO.email);
  await expectNoAxeViolations(page);
});

test('a new customer registers, is signed in, and can sign in again later', async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Create your Photobox account',
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('analytical-engine');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada!' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign out' }).click();
  await signInOnProviderPage(page, { email, password: 'analytical-engine' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada!' })).toBeVisible();
});

test('registration refuses an e-mail address that already has an account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Demi');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password').fill('some-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
    /An account with this e-mail address already exists\./,
  );
  await expectNoAxeViolations(page);
});

test('a visit without a session goes to sign-in in one quick redirect and comes back to the page asked for', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/orders?page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Photobox' })).toBeVisible();
  // On the provider's page, before the form is sent: only the entry and the OpenID client loaded,
  // never the app itself. (Counted after the submit, the way back may already be loading it.)
  const beforeSignIn = scripts.splice(0);
  expect(beforeSignIn.length).toBeGreaterThan(0);
  expect(beforeSignIn.some((path) => path.includes('/render-app-'))).toBe(false);
  await signInOnProviderPage(page, DEMO);
  await expect(page).toHaveURL(/\/orders\?page=1$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  expect(scripts.some((path) => path.includes('/render-app-'))).toBe(true);
});

const PUBLIC_CONFIG = '/api/public-config/vendors/photobox.co.uk';

test('with a session, the config, the locale file and the public config come while the scripts load, each asked once', async ({
  page,
}) => {
  await signIn(page, DEMO);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      pathname === '/config.json' ||
      pathname.startsWith('/locales/') ||
      pathname.startsWith('/api/public-config/')
    ) {
      asked.push(pathname);
    }
  });
  await page.goto('/my-photos/photos');
  await expect(page.getByRole('grid', { name: 'Your photos by month' })).toBeVisible({
    timeout: 15_000,
  });
  // The page's preloads fetched them (not the app's scripts), and the app's own fetches took
  // those answers rather than asking again.
  const initiators = await page.evaluate(
    (paths) =>
      paths.map((path) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === path)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      ),
    [PUBLIC_CONFIG, '/config.json', '/locales/en-GB.json'],
  );
  expect(initiators).toEqual([['link'], ['link'], ['link']]);
  expect(asked.sort()).toEqual([PUBLIC_CONFIG, '/config.json', '/locales/en-GB.json']);
});
