import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, registerNewCustomer, signInOnProviderPage } from './support/accounts.ts';
import { mailedLink } from './support/outbox.ts';
import { screenshotWidths } from './support/screenshots.ts';

/** The confirmation link of the mail to `to`, read from the developer outbox. */
const confirmationLink = (page: Page, to: string): Promise<string> =>
  mailedLink(page, to, /\/change-email-confirmation\?/);

test('e-mail change: 409 for a taken address, 429 after repeated requests, the mailed link changes the sign-in address and signs out; an old or reused link lands on the error page', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await registerNewCustomer(page, 'Emma');
  const stamp = `${String(Date.now())}-${Math.random().toString(36).slice(2, 7)}`;
  const first = `emma-first-${stamp}@example.com`;
  const second = `emma-second-${stamp}@example.com`;

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'settings-overview');
  await page.getByRole('link', { name: 'Change e-mail address' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Change your e-mail address' }),
  ).toBeVisible();
  const field = page.getByLabel('New e-mail address');
  const send = page.getByRole('button', { name: 'Send confirmation link' });

  // 409: the address signs in to another account.
  await field.fill(DEMO.email.toUpperCase());
  await send.click();
  await expect(field).toHaveAccessibleDescription(/This e-mail address is already in use\./);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'change-email-in-use');

  await field.fill(first);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(first)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'change-email-sent');

  await page.getByRole('button', { name: 'Use another address' }).click();
  await field.fill(second);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // 429: the fourth request within the hour (the 409 counted too).
  await page.getByRole('button', { name: 'Use another address' }).click();
  await field.fill(`emma-third-${stamp}@example.com`);
  await send.click();
  await expect(page.getByRole('alert')).toContainText(
    'You asked to change your e-mail address several times in a short time.',
  );
  await expectNoAxeViolations(page);

  // The first request's link: replaced by the second request, so it fails.
  await page.goto(await confirmationLink(page, first));
  await expect(page).toHaveURL(/\/change-email-error$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Your email wasn't changed" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'change-email-error');

  // The second request's link, opened signed out: sign in first (with the address of now), then
  // the change is confirmed and the customer signed out again.
  const link = await confirmationLink(page, second);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Photobox' })).toBeVisible();
  await page.goto(link);
  await signInOnProviderPage(page, customer);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/change-email-success$/);
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('auth_access_token');
  expect(cookies).not.toContain('auth_refresh_token');
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'change-email-success');

  // Signed out at the provider too: logging in asks for credentials; the old address is refused.
  await page.getByRole('link', { name: 'Log in with your new e-mail address' }).click();
  await signInOnProviderPage(page, { email: customer.email, password: customer.password });
  await expect(page.getByText('The e-mail address or password is not correct.')).toBeVisible();
  await signInOnProviderPage(page, { email: second, password: customer.password });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Emma!' })).toBeVisible();

  // The used link again: the error page.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: "Your email wasn't changed" }),
  ).toBeVisible();
});
