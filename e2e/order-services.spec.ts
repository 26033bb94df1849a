import { expect, test } from '@playwright/test';
import { CUT_OFF_CAMPAIGNS, nearestDeadline } from '@my-account/contract/cut-off';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { screenshotWidths } from './support/screenshots.ts';

test('the order details say when an order in progress is expected and offer to reorder it, vouchers say what they were; a cancelled one has neither', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO);
  // Prints ordered three days ago: made in a working day, then one to three on the way.
  await page.goto('/orders/PB-1048-2291');
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText(/^Expected delivery (between|on) /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'order-expected-delivery');

  // The voucher's campaign next to its code.
  await page.goto('/orders/PB-1047-5820');
  await expect(page.getByText('Voucher SUMMER20 −£8.60')).toBeVisible();
  await expect(page.getByText('20% off photo books, summer sale')).toBeVisible();

  // The delivery service answers 404 for a cancelled order: wait for it before looking.
  const answer = page.waitForResponse((response) =>
    response.url().includes('/api/delivery/OrderDeliveryDates/PB-1036-1102'),
  );
  await page.goto('/orders/PB-1036-1102');
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Order PB-1036-1102' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toBeVisible();
  await expect(page.getByText(/Expected delivery/)).toHaveCount(0);
  await expect(page.getByText('A cancelled order cannot be reordered.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reorder' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('Reorder leaves for the shop with the order code', async ({ page }) => {
  await signIn(page, DEMO);
  // The shop is another site: answer its reorder page here to stay offline.
  await page.route('https://www.photobox.co.uk/reorder?**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Basket</h1>' }),
  );
  await page.goto('/orders/PB-1048-2291');
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL('https://www.photobox.co.uk/reorder?orderCode=PB-1048-2291');
});

test('the orders page and the overview warn while a seasonal deadline is near', async ({
  page,
}, testInfo) => {
  const christmas = CUT_OFF_CAMPAIGNS.find((campaign) => campaign.name === 'Christmas');
  // The configured deadlines are dated: near them the banner shows, otherwise it must not.
  const near = christmas ? nearestDeadline(christmas, new Date()) : undefined;
  const banner = page.getByRole('status').filter({ hasText: /in time for Christmas/ });
  await signIn(page, DEMO);
  await expect(page.getByRole('region', { name: 'Your latest order' })).toBeVisible();
  await expect(banner).toHaveCount(near ? 1 : 0);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /In progress/ })).toBeVisible();
  await expect(banner).toHaveCount(near ? 1 : 0);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'orders-cut-off-banner');
});
