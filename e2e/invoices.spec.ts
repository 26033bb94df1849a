import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from './fixtures.ts';
import { B2B_DEMO, DEMO, signIn } from './support/accounts.ts';
import { screenshotWidths } from './support/screenshots.ts';

test('a business customer downloads an invoice of an order paid by invoice', async ({
  page,
}, testInfo) => {
  await signIn(page, B2B_DEMO);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('link', { name: 'Invoices' }).click();

  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  // The demo's two poster runs paid by invoice; the newest: 40 x €12.99 + €9.90 shipping.
  const invoices = page.getByRole('listitem').filter({ hasText: /^Invoice number/ });
  await expect(invoices).toHaveCount(2);
  const newest = invoices.filter({ hasText: 'PX-2207-4410' });
  await expect(newest.getByText('€529.50')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'invoices');

  const number = await newest.locator('dd').first().innerText();
  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: `Download invoice ${number} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoice_[0-9a-f-]{36}\.pdf$/);
  const path = testInfo.outputPath('invoice.pdf');
  await file.saveAs(path);
  const pdf = await PDFDocument.load(await readFile(path));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe(`Invoice ${number}`);

  // Online photo books are for private customers: no menu entry, and the page sends them home.
  await expect(menu.getByRole('link', { name: 'Online photo books' })).toHaveCount(0);
  await page.goto('/online-products');
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${B2B_DEMO.firstName}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a private customer has no invoices and is sent to the overview', async ({ page }) => {
  await signIn(page, DEMO);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'FTP instructions' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Invoices' })).toHaveCount(0);

  await page.goto('/invoices');
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${DEMO.firstName}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
