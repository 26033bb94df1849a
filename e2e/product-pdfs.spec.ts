import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { screenshotWidths } from './support/screenshots.ts';

test("the demo customer downloads the PDF of an order's prints, unzipped in the browser", async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO);
  await page.goto('/orders/PB-1048-2291');
  await expect(page.getByRole('heading', { level: 1, name: 'Order PB-1048-2291' })).toBeVisible();

  // The prints of 24 of the customer's photos: their PDF was generated when the order was placed.
  const prints = page.getByRole('button', {
    name: 'Download PDF of Photo prints 10 x 15 cm, glossy',
  });
  await expect(prints).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('button', { name: 'Download PDF of Poster A3, oak frame' }),
  ).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'order-details-product-pdfs');

  const download = page.waitForEvent('download');
  await prints.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('PR-22910.pdf');
  const path = testInfo.outputPath('PR-22910.pdf');
  await file.saveAs(path);
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(24);
  expect(pdf.getTitle()).toBe('Photo prints 10 x 15 cm, glossy');
  await expect(prints).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a photo book made in the editor offers no PDF', async ({ page }) => {
  await signIn(page, DEMO);
  // Absence is only known once the app has the product's answer (no files, no photos).
  const product = page.waitForResponse((response) =>
    response.url().endsWith('/api/products/v1/Products/BK-58200'),
  );
  await page.goto('/orders/PB-1047-5820');
  expect(await (await product).json()).toEqual(
    expect.objectContaining({ pdfState: 'None', files: [] }),
  );
  await expect(
    page.getByText('Classic photo book A4, hard cover: Summer in Cornwall'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Download PDF/ })).toHaveCount(0);
  await expect(page.getByText('Preparing the PDF…')).toHaveCount(0);
});
