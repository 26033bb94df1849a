import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { registerNewCustomer, signInOnProviderPage } from './support/accounts.ts';
import { mailedLink } from './support/outbox.ts';
import { screenshotWidths } from './support/screenshots.ts';

/** The reset link of the mail to `to`, read from the developer outbox. */
const resetLink = (page: Page, to: string): Promise<string> =>
  mailedLink(page, to, /\/oidc\/password-reset\//);

test('forgot password: the sign-in page mails a single-use link that sets a new password', async ({
  page,
}, testInfo) => {
  const customer = await registerNewCustomer(page, 'Fern');
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Photobox' })).toBeVisible();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'forgot-password');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'forgot-password-sent');

  const link = await resetLink(page, customer.email);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-new-password-for-fern');
  await page.getByLabel('Repeat the new password').fill('not-the-same-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByLabel('Repeat the new password')).toHaveAccessibleDescription(
    /The two passwords are not the same\./,
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-password-for-fern');
  await page.getByLabel('Repeat the new password').fill('a-new-password-for-fern');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password has been changed' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signInOnProviderPage(page, customer);
  await expect(page.getByText('The e-mail address or password is not correct.')).toBeVisible();
  await signInOnProviderPage(page, { email: customer.email, password: 'a-new-password-for-fern' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Fern!' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('password change in settings: a wrong current password is a field error; the new one signs in', async ({
  page,
}, testInfo) => {
  const customer = await registerNewCustomer(page, 'Gus');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('gus-new-password');
  await page.getByLabel('Repeat the new password').fill('gus-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'This is not your current password',
  );
  await expect(page.getByLabel('Current password')).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'change-password-wrong');

  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign out' }).click();
  await signInOnProviderPage(page, { email: customer.email, password: 'gus-new-password' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Gus!' })).toBeVisible();
});
