import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { B2B_DEMO, DEMO, signIn } from './support/accounts.ts';

test('a business customer reads the FTP instructions and keeps an order status callback', async ({
  page,
}) => {
  await signIn(page, B2B_DEMO);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('link', { name: 'FTP instructions' }).click();

  await expect(page).toHaveURL(/\/integration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
  await expect(page.getByText('ftp.photobox.co.uk')).toBeVisible();
  await expect(page.getByText(B2B_DEMO.email, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const url = page.getByLabel('Callback URL');
  await url.fill('not a url');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(/Enter a valid http or https address/);
  await expectNoAxeViolations(page);

  await url.fill('https://erp.example.com/order-status');
  await page.getByRole('radio', { name: 'XML' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(url).not.toHaveAttribute('aria-invalid');

  await page.reload();
  await expect(page.getByLabel('Callback URL')).toHaveValue('https://erp.example.com/order-status');
  await expect(page.getByRole('radio', { name: 'XML' })).toBeChecked();
});

test('a private customer has no FTP instructions and is sent to the overview', async ({ page }) => {
  await signIn(page, DEMO);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'FTP instructions' })).toHaveCount(0);

  await page.goto('/integration');
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${DEMO.firstName}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
