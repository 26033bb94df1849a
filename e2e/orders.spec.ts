import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, registerNewCustomer, signIn } from './support/accounts.ts';
import { startProductionAndExpectAddressFixed } from './support/orders.ts';
import { screenshotWidths } from './support/screenshots.ts';
import {
  customerId,
  customerToken,
  E2E_SERVICE_CLIENTS,
  sendInternal,
  serviceToken,
} from './support/service-callers.ts';

test('the demo customer follows an order from the overview to its tracking link, and looks back at the history', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO);
  // The overview shows the newest order with its status.
  const latest = page.getByRole('region', { name: 'Your latest order' });
  await expect(latest.getByRole('link', { name: /Order PB-1049-7713/ })).toBeVisible();
  await expect(latest.getByText('Awaiting payment')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'overview-latest-order');

  await page.getByRole('navigation').getByRole('link', { name: 'My orders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'In progress (4)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const inProgress = page.getByRole('tabpanel');
  // Prints of the customer's own photos show them; a photo book shows its article's icon.
  const prints = inProgress.getByRole('link', { name: /Order PB-1048-2291/ });
  await expect(prints.getByText('Ordered', { exact: true })).toBeVisible();
  await expect(prints.locator('img').first()).toHaveJSProperty('complete', true);
  expect(
    await prints
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(
    inProgress
      .getByRole('link', { name: /Order PB-1047-5820/ })
      .getByText('In production', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'orders-in-progress');

  await page.getByRole('tab', { name: 'History (3)' }).click();
  const cancelled = page.getByRole('tabpanel').getByRole('link', { name: /Order PB-1036-1102/ });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'orders-history');

  await page.getByRole('tab', { name: 'In progress (4)' }).click();
  await page.getByRole('link', { name: /Order PB-1046-3307/ }).click();
  await expect(page).toHaveURL(/\/orders\/PB-1046-3307$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order PB-1046-3307' })).toBeVisible();
  await expect(page.getByText('Canvas 60 x 40 cm')).toBeVisible();
  await expect(page.getByText('Collect at Post Office Marylebone')).toBeVisible();
  await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
    'href',
    'https://www.royalmail.com/track-your-item#/tracking-results/QX330712GB',
  );
  const timeline = page.getByRole('region', { name: 'Order status' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Order received/,
    /Order confirmed/,
    /Production started/,
    /Production completed/,
    /Dispatched/,
  ]);
  await expect(page.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'order-details-dispatched');

  // A voucher on the photo book.
  await page.goto('/orders/PB-1047-5820');
  await expect(page.getByText('Voucher SUMMER20 −£8.60')).toBeVisible();

  // Not an order of this customer's.
  await page.goto('/orders/PX-2207-4410');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a customer changes the delivery address of an order before production; once production starts the address is fixed', async ({
  page,
  request,
}, testInfo) => {
  await registerNewCustomer(page, 'Olga');
  const id = await customerId(page);
  // An address in the customer's address book to deliver to.
  await page.goto('/settings/new-address');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('First name').fill('Olga');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Street name').fill('Deansgate');
  await page.getByLabel(/House number or name|Street number/).fill('100');
  await page.getByLabel('Postal code').fill('M3 2GP');
  await page.getByLabel('Town or city').fill('Manchester');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).not.toHaveURL(/new-address/);

  const orderCode = `E2E-${String(Date.now())}`;
  const shop = await serviceToken(request, E2E_SERVICE_CLIENTS.shop);
  const order = {
    orderCode,
    currency: 'GBP',
    paymentStatus: 'paymentSuccess',
    paymentMethod: 'card',
    shippingCost: 299,
    deliveryType: 'PickupPoint',
    pickupPointName: 'Post Office Marylebone',
    deliveryAddress: {
      firstName: 'Olga',
      lastName: 'Tester',
      companyName: 'Post Office Marylebone',
      street: 'Marylebone High Street',
      houseNumber: '55',
      postalCode: 'W1U 5HS',
      city: 'London',
      countryCode: 'GB',
    },
    products: [
      {
        productCode: 'WA-E2E',
        articleCode: 'PAP_400',
        articleType: 'WallDecor',
        title: 'Poster A2',
        quantity: 1,
        price: 1999,
      },
    ],
  };
  const placePath = `/api/orders/internal/customers/${id}/superorders`;
  // The customer cannot place orders through the shop's route.
  expect(await sendInternal(request, 'POST', placePath, await customerToken(page), order)).toBe(
    403,
  );
  expect(await sendInternal(request, 'POST', placePath, shop, order)).toBe(201);

  await page.goto(`/orders/${orderCode}`);
  await expect(page.getByText('Collect at Post Office Marylebone')).toBeVisible();
  await page.getByRole('button', { name: 'Change delivery address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change delivery address' });
  await expect(dialog.getByRole('radio', { name: /Deansgate/ })).toBeVisible();
  // A new address, typed in the dialog: this order's only, checked by the country's rules.
  await dialog.getByRole('radio', { name: 'A new address' }).check();
  await dialog.getByRole('textbox', { name: 'Street name' }).fill('Baker Street');
  await dialog.getByRole('textbox', { name: 'House number or name' }).fill('221B');
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('NW1 6XE');
  await dialog.getByRole('textbox', { name: 'Town or city' }).fill('London');
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'order-change-delivery-address');
  await dialog.getByRole('button', { name: 'Deliver here' }).click();
  await expect(page.getByText('The delivery address has been changed.')).toBeVisible();
  await expect(page.getByText('Home delivery')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Delivery' }).getByText('221B Baker Street'),
  ).toBeVisible();

  await startProductionAndExpectAddressFixed(page, request, orderCode);
});
