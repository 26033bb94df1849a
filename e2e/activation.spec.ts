import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { signIn } from './support/accounts.ts';
import { screenshotWidths } from './support/screenshots.ts';

const IMPORT_CUSTOMER = {
  email: 'import@myaccount.test',
  password: 'demo-password',
  firstName: 'Ivo',
};

test('the not-yet-activated customer activates the library and watches the import finish', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, IMPORT_CUSTOMER);
  await page.getByRole('link', { name: 'Saved photos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();

  const invite = page.getByRole('region', { name: 'Bring your photos together' });
  await expect(invite).toBeVisible();
  // One banner (decision 0274): no welcome stacked on the activation card, and the storage
  // button claims no status for photos that are not there yet.
  const welcome = page.getByRole('region', { name: 'Welcome to a new way to manage your photos' });
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Storage status', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'activation-invite');
  await invite.getByRole('button', { name: 'Activate my photo library' }).click();

  const importing = page.getByRole('region', { name: 'Importing your photos' });
  await expect(importing).toBeVisible();
  const progress = importing.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'activation-importing');
  // The push messages tell how far it is; after import-finished the app waits 10 s.
  await expect(
    importing.getByText(/of \d+ photos imported|photos imported\. Finishing up/),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(importing.getByText(/All \d+ photos imported\. Finishing up/)).toBeVisible({
    timeout: 90_000,
  });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  const done = page.getByRole('region', { name: 'Your photo library is active' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  // The cached (empty) library was dropped: the imported photos show without a reload.
  await expect(page.getByRole('button', { name: /^Open photo / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await done.getByRole('button', { name: 'Dismiss' }).click();
  await expect(done).toHaveCount(0);

  // Active now: no invitation on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open photo / }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bring your photos together' })).toHaveCount(0);
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('button', { name: /^Storage status\s*: Safe$/ })).toBeVisible();
});
