import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { registerNewCustomer } from './support/accounts.ts';
import { mailedLink } from './support/outbox.ts';
import { screenshotWidths } from './support/screenshots.ts';

test("newsletter: the switch mails a double opt-in link that subscribes, signed out, on the success page; a used link fails; the mail's unsubscribe link opts out", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await registerNewCustomer(page, 'Nell');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'E-mail me the Photobox newsletter' });
  await expect(toggle).not.toBeChecked();
  await expectNoAxeViolations(page);

  await toggle.check();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(
    `Check your inbox We sent a link to ${customer.email}. Open it within 72 hours to confirm your subscription.`,
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'newsletter-pending');

  const confirmLink = await mailedLink(page, customer.email, /\/subscription-confirmation\?/);
  const unsubscribeLink = await mailedLink(page, customer.email, /\/newsletter-unsubscribe\?/);

  // The mail opened where nobody is signed in: the link alone subscribes.
  const visitor = await browser.newContext();
  try {
    const mailReader = await visitor.newPage();
    await mailReader.goto(confirmLink);
    await expect(mailReader).toHaveURL(/\/subscription-confirmation-success$/);
    await expect(
      mailReader.getByRole('heading', {
        level: 1,
        name: 'Success! Your e-mail address has been successfully subscribed!',
      }),
    ).toBeVisible();
    await expect(mailReader.getByRole('link', { name: 'Continue' })).toBeVisible();
    await expectNoAxeViolations(mailReader);
    await screenshotWidths(mailReader, testInfo, 'newsletter-success');

    // The same link again: used up.
    await mailReader.goto(confirmLink);
    await expect(mailReader).toHaveURL(/\/subscription-confirmation-error$/);
    await expect(
      mailReader.getByRole('heading', { level: 1, name: 'Your subscription failed' }),
    ).toBeVisible();

    await page.goto('/settings');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      `You receive the newsletter at ${customer.email}.`,
    );
    await screenshotWidths(page, testInfo, 'newsletter-subscribed');

    // The unsubscribe link of the mail asks once, then opts out.
    await mailReader.goto(unsubscribeLink);
    await expect(
      mailReader.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter?' }),
    ).toBeVisible();
    await expectNoAxeViolations(mailReader);
    await screenshotWidths(mailReader, testInfo, 'newsletter-unsubscribe');
    await mailReader.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      mailReader.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }),
    ).toBeVisible();
    await expectNoAxeViolations(mailReader);
  } finally {
    await visitor.close();
  }

  await page.reload();
  await expect(toggle).not.toBeChecked();
});

test('newsletter: a forged confirmation link lands on the error page', async ({
  page,
}, testInfo) => {
  await page.goto(
    `/subscription-confirmation?${new URLSearchParams({ 'confirmation-token': 'forged-token', email: 'someone@example.com' }).toString()}`,
  );
  await expect(page).toHaveURL(/\/subscription-confirmation-error$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your subscription failed' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'newsletter-error');
});
