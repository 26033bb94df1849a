import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { B2B_DEMO, DEMO, signIn } from './support/accounts.ts';
import { localeTexts } from './support/locale-texts.ts';

const origin = (host: string) => `http://${host}.localhost:${E2E_PORT}`;

test('Photobox and albelli hosts show their own brand, theme and name', async ({ page }) => {
  await signIn(page, DEMO, {
    origin: origin('photobox.co.uk'),
    brand: 'Photobox',
    checkAccessibility: true,
  });
  await expect(page.locator('body')).toHaveClass(/\bpbx\b/);
  await expect(page).toHaveTitle(/Photobox/);
  const photoboxColour = await page.evaluate(() =>
    getComputedStyle(document.body).getPropertyValue('--color-primary'),
  );
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signIn(page, DEMO, {
    origin: origin('albelli.nl'),
    brand: 'albelli',
    checkAccessibility: true,
  });
  await expect(page.locator('body')).toHaveClass(/\balb\b/);
  await expect(page).toHaveTitle(/albelli/);
  const albelliColour = await page.evaluate(() =>
    getComputedStyle(document.body).getPropertyValue('--color-primary'),
  );
  expect(albelliColour.trim()).not.toBe('');
  expect(albelliColour).not.toBe(photoboxColour);
  await expectNoAxeViolations(page);
});

test('albelli.fr sends the customer to the French brand', async ({ page }) => {
  await page.goto(`${origin('albelli.fr')}/`);
  await expect(page).toHaveURL(/monalbumphoto\.fr\.localhost|localhost:\d+\/oidc/);
  // In French, the language of monalbumphoto.fr.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: localeTexts('fr-FR').t('identity.signIn.title', { brand: 'monalbumphoto' }),
    }),
  ).toBeVisible();
});

test('a business customer sees the business account banner', async ({ page }) => {
  await signIn(page, B2B_DEMO, { checkAccessibility: false });
  await expect(
    page.getByText('Missing account details, please complete additional details.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expectNoAxeViolations(page);
});
