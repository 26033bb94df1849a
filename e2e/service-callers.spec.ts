import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { textsOfOrigin } from './support/locale-texts.ts';
import { B2B_DEMO, registerNewCustomer, signIn } from './support/accounts.ts';
import { screenshotWidths } from './support/screenshots.ts';
import {
  customerId,
  customerToken,
  E2E_SERVICE_CLIENTS,
  putInternal,
  serviceToken,
} from './support/service-callers.ts';

const BUSINESS_ORIGIN = `http://b2b.posterxxl.de.localhost:${String(E2E_PORT)}`;

test("customer care blocks a business customer through its internal route; the app says so after a reload; the customer's own token is refused", async ({
  page,
  request,
}, testInfo) => {
  // The business brand's host speaks its market's language (de-AT).
  const de = textsOfOrigin(BUSINESS_ORIGIN).fromEnglish;
  await registerNewCustomer(page, 'Bruno', { origin: BUSINESS_ORIGIN });
  await expect(
    page.getByText(de('Missing account details, please complete additional details.')),
  ).toBeVisible();
  const id = await customerId(page);
  const statusPath = `/api/customer/internal/customers/${id}/status`;

  // A customer cannot block or validate themselves.
  expect(
    await putInternal(request, statusPath, await customerToken(page), { status: 'Validated' }),
  ).toBe(403);

  const care = await serviceToken(request, E2E_SERVICE_CLIENTS.customerCare);
  expect(await putInternal(request, statusPath, care, { status: 'Blocked' })).toBe(200);

  await page.reload();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: de('Blocked account, please contact customer care.') }),
  ).toBeVisible();
  await expect(
    page.getByText(de('Missing account details, please complete additional details.')),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'b2b-blocked');

  // Validated: no banner at all.
  expect(await putInternal(request, statusPath, care, { status: 'Validated' })).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: de('Hello, {name}!', { name: 'Bruno' }) }),
  ).toBeVisible();
  await expect(page.getByText(de('Blocked account, please contact customer care.'))).toHaveCount(0);
});

test('the shop records the card of a checkout; the customer sees it, expired or not, and removes it after confirming', async ({
  page,
  request,
}, testInfo) => {
  await registerNewCustomer(page, 'Carla');
  const path = `/api/payment-methods/internal/customers/${await customerId(page)}/payment-method`;
  const shop = await serviceToken(request, E2E_SERVICE_CLIENTS.shop);
  const card = {
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expiryMonth: 3,
    expiryYear: 2021,
    tokenReference: 'psp_tok_e2e_1',
  };

  await page.goto('/settings/payment-method');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payment method saved' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Never a card number, wherever the shop puts it.
  expect(
    await putInternal(request, path, shop, { ...card, tokenReference: '4111111111111111' }),
  ).toBe(400);
  expect(await putInternal(request, path, shop, card)).toBe(200);
  await page.reload();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('Expired 03/2021')).toBeVisible();
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'payment-method-expired');

  expect(
    await putInternal(request, path, shop, {
      ...card,
      brand: 'mastercard',
      last4: '4444',
      expiryYear: 2031,
    }),
  ).toBe(200);
  await page.reload();
  await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
  await expect(page.getByText('Expires 03/2031')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'payment-method-card');

  await page.getByRole('button', { name: 'Remove payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove payment method?' });
  await expect(dialog.getByText('Mastercard ending in 4444 will be removed')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'payment-method-remove');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your payment method has been removed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payment method saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No payment method saved' })).toBeVisible();
});

test('a business customer finds the invoice the shop recorded on the business payment method page', async ({
  page,
}, testInfo) => {
  await signIn(page, B2B_DEMO);
  await page.goto('/settings/payment-method');
  await expect(page).toHaveURL(/\/settings\/b2b\/payment-method$/);
  await expect(page.getByText('You pay by invoice after each order.')).toBeVisible();
  // The page's own back link leads to the business settings, not the private ones.
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/settings/b2b',
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'payment-method-invoice');
});
