import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { selectPhotos, selectionToolbar } from './support/prints.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { reportOrderStatus, startProductionAndExpectAddressFixed } from './support/orders.ts';

test('the demo customer orders prints of a timeline selection, follows the order to Sent and orders it again', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, DEMO);
  const [first = '', second = ''] = await selectPhotos(page, 2);
  await selectionToolbar(page).getByRole('button', { name: 'Order prints' }).click();
  await page.getByRole('button', { name: 'Next: Customise 2 photo prints' }).click();
  await page.waitForURL(/\/prints-editor\/photobox\.co\.uk\?/);

  // The prints order step with the two photos, the channel's options and the address book.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Customise your prints' }),
  ).toBeVisible();
  const photos = page.getByRole('region', { name: '2 photos to print' });
  await expect(photos.locator('img')).toHaveCount(2);
  const summary = page.getByRole('region', { name: 'Your order' });
  // Two 10 x 15 cm prints and shipping.
  await expect(summary.getByText('£2.49')).toBeVisible();
  await expect(page.getByRole('radio', { name: /221B Baker Street/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'prints-step');

  await page.getByLabel('Print size').selectOption('13x18');
  await page.getByRole('radio', { name: 'Matte' }).check();
  await page.getByRole('radio', { name: 'White border' }).check();
  await photos.getByRole('button', { name: `More prints of ${first}` }).click();
  await photos.getByRole('spinbutton', { name: `Prints of ${second}` }).fill('3');
  // 2 + 3 prints at £0.45, and shipping: the server charges the same.
  await expect(summary.getByText('£4.24')).toBeVisible();
  await summary.getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL(/\/orders\/PR-\d{4}-\d{4}$/);
  const orderCode = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderCode}` })).toBeVisible();
  await expect(
    page.getByText('Photo prints 13 x 18 cm, Matte, White border').first(),
  ).toBeVisible();
  await expect(page.getByText('£4.24').first()).toBeVisible();

  // In My orders, in progress.
  await page.getByRole('navigation').getByRole('link', { name: 'My orders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const placed = page.getByRole('tabpanel').getByRole('link', { name: new RegExp(orderCode) });
  await expect(placed.getByText('Ordered', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Before production the delivery address may change.
  await placed.click();
  await page.getByRole('button', { name: 'Change delivery address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change delivery address' });
  await dialog.getByRole('radio', { name: /Deansgate/ }).check();
  await dialog.getByRole('button', { name: 'Deliver here' }).click();
  await expect(page.getByText('The delivery address has been changed.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Delivery' }).getByText('100 Deansgate'),
  ).toBeVisible();

  // The fulfilment system starts production: the address is fixed from then on.
  await startProductionAndExpectAddressFixed(page, request, orderCode);

  // Dispatched with a tracking link: Sent, and the link is there.
  const tracking = 'https://www.royalmail.com/track-your-item#/tracking-results/QX440012GB';
  await reportOrderStatus(request, orderCode, { status: 'Dispatched', trackingUrl: tracking });
  await page.reload();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
    'href',
    tracking,
  );
  await expectNoAxeViolations(page);

  // Reorder lands on the prints step, prefilled with the order's photos and options.
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.waitForURL(/\/prints-editor\/photobox\.co\.uk\?reorder=/);
  await expect(page.getByText(`ordering the prints of order ${orderCode} again`)).toBeVisible();
  const again = page.getByRole('region', { name: '2 photos to print' });
  await expect(again.getByRole('spinbutton', { name: `Prints of ${first}` })).toHaveValue('2');
  await expect(again.getByRole('spinbutton', { name: `Prints of ${second}` })).toHaveValue('3');
  await expect(page.getByLabel('Print size')).toHaveValue('13x18');
  await expect(page.getByRole('radio', { name: 'Matte' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'White border' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Your order' }).getByText('£4.24')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'prints-step-reorder');
});
