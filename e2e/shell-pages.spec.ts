import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';

test('an unknown page shows the 404 page inside the shell', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: "We can't find that page" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to your overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Demi!' })).toBeVisible();
});

test('without site data the app asks for cookies to be enabled', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });
  await page.goto('/');
  await expect(
    page.getByText('Please enable site data and cookies in your browser to use the website'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the phone layout offers the menu and sign-out from the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, DEMO);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  // The downloads page is reached from the menu on a phone too.
  await menu.getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
});
