import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { registerNewCustomer, signInOnProviderPage } from './support/accounts.ts';
import { uploadOriginals } from './support/library.ts';
import { outboxUrl } from './support/outbox.ts';
import { screenshotWidths } from './support/screenshots.ts';

/** The developer outbox's key, in the data folder of the test server (playwright.config.ts). */
test('account deletion: the e-mailed link deletes the account; the old password fails and the address registers again', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await registerNewCustomer(page, 'Della');
  await uploadOriginals(page, ['Canon_40D.jpg']);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'settings-delete-account');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText("This can't be undone.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'delete-account-modal');
  await dialog.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(sent.getByText(customer.email)).toBeVisible();
  await expectNoAxeViolations(page);
  await sent.getByRole('button', { name: 'Done' }).click();

  // The link of the mail, from the developer outbox.
  const outbox = outboxUrl(customer.email);
  await page.goto(outbox);
  await page
    .getByRole('link', { name: /\/delete-account-confirmation\?confirmation-token=/ })
    .click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('link', { name: 'View products' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'account-deleted');

  // Signed out: 'Create an account' leads to the sign-in page, where the old password fails.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signInOnProviderPage(page, { email: customer.email, password: customer.password });
  await expect(page.getByText('The e-mail address or password is not correct.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The address is free: it registers afresh, with an empty library.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Della');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password').fill('another-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Della!' })).toBeVisible();

  // A spent or forged link ends on the error page, which leads back to the settings.
  await page.goto('/delete-account-confirmation?confirmation-token=forged-token');
  await expect(
    page.getByRole('heading', { level: 1, name: "Your account couldn't be deleted" }),
  ).toBeVisible();
  await expect(
    page.getByText('Something went wrong with the account deletion. Could you please try again?'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'delete-account-error');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
});
