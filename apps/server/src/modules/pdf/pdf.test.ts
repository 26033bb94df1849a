import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { MapPdfListSchema, PDF_ERROR_CODES } from '@my-account/contract/pdf';
import { PRODUCT_PDF_PURPOSE, productPdfFileName } from '@my-account/contract/products';
import type { TestCustomer } from '../customer/customer-test-support.ts';
import {
  pdfOfZip,
  renderPages,
  startPdfTestServer,
  type PdfTestServer,
  type Rgb,
} from './pdf-test-support.ts';

const RED: Rgb = [220, 30, 30];
const GREEN: Rgb = [30, 180, 60];
const BLUE: Rgb = [30, 60, 220];

let api: PdfTestServer;
let ann: TestCustomer;
let bob: TestCustomer;
/** Ann's prints of red (landscape), a photo gone from her library, green and blue (portrait). */
let code: string;

beforeAll(async () => {
  api = await startPdfTestServer();
  ann = await api.customer();
  bob = await api.customer();
  const red = await api.colourPhoto(ann, RED, { width: 900, height: 600 });
  const green = await api.colourPhoto(ann, GREEN, { width: 600, height: 900 });
  const blue = await api.colourPhoto(ann, BLUE, { width: 600, height: 900 });
  code = await api.orderPrints(ann, [red, 'a-photo-deleted-since', green, blue]);
});
afterAll(async () => {
  await api.close();
});

async function zipOf(customer: TestCustomer, productCode: string): Promise<Response> {
  return api.get(customer, `/pdf/v1/pdf/me/${productCode}`);
}

async function pdfOf(customer: TestCustomer, productCode: string): Promise<Buffer> {
  const response = await zipOf(customer, productCode);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return pdfOfZip(Buffer.from(await response.arrayBuffer()), productPdfFileName(productCode));
}

/** Each channel within a margin of the colour (JPEG and rendering move it a little). */
const near = (actual: Rgb, expected: Rgb) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 25);

describe('the product PDF of an order', () => {
  it('is generated once the order is placed and listed among the product files', async () => {
    const product = await api.readyProduct(ann, code);
    expect(product.files).toEqual([
      expect.objectContaining({
        purpose: PRODUCT_PDF_PURPOSE,
        fileName: productPdfFileName(code),
        contentType: 'application/pdf',
        pageCount: 4,
      }),
    ]);
  });

  it("downloads as a zip holding a PDF with a page per print, showing the order's photos", async () => {
    const product = await api.readyProduct(ann, code);
    const pdf = await pdfOf(ann, code);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(product.files[0]?.size).toBe(pdf.length);

    const pages = await renderPages(pdf);
    expect(pages).toHaveLength(4);
    const [red, gone, green, blue] = pages;
    // Each photo fills its page, the page turned to the photo at the prints' 2:3.
    expect(red && near(red.mean, RED)).toBe(true);
    expect(red && red.width > red.height).toBe(true);
    expect(green && near(green.mean, GREEN)).toBe(true);
    expect(blue && near(blue.mean, BLUE)).toBe(true);
    expect(blue && blue.height > blue.width).toBe(true);
    expect(blue && blue.height / blue.width).toBeCloseTo(1.5, 1);
    // The photo deleted since: a white page saying so.
    expect(gone && gone.mean.every((value) => value > 235)).toBe(true);
  });

  it("is listed among the customer map PDFs, and not among another customer's", async () => {
    await api.readyProduct(ann, code);
    const list = async (customer: TestCustomer) => {
      const response = await api.get(customer, '/pdf/v1/Pdfs/me');
      expect(response.status).toBe(200);
      return MapPdfListSchema.parse(await response.json()).items;
    };
    expect(await list(ann)).toContainEqual(
      expect.objectContaining({ productCode: code, pageCount: 4, fileName: `${code}.pdf` }),
    );
    expect((await list(bob)).map((pdf) => pdf.productCode)).not.toContain(code);
  });

  it('is not generated again by a later order or request', async () => {
    const first = await api.readyProduct(ann, code);
    const firstPdf = await pdfOf(ann, code);
    const photo = await api.colourPhoto(ann, GREEN, { width: 700, height: 700 });
    const later = await api.orderPrints(ann, [photo]);
    await api.readyProduct(ann, later);

    const again = await api.readyProduct(ann, code);
    expect(again.files).toEqual(first.files);
    expect((await pdfOf(ann, code)).equals(firstPdf)).toBe(true);
  });

  it("answers as missing for another customer's product code, as for an unknown one", async () => {
    await api.readyProduct(ann, code);
    for (const path of [`/products/v1/Products/${code}`, `/pdf/v1/pdf/me/${code}`]) {
      const others = await api.get(bob, path);
      const unknown = await api.get(bob, path.replace(code, 'PR-NO-SUCH-CODE'));
      expect(others.status).toBe(404);
      expect(unknown.status).toBe(404);
      const [othersBody, unknownBody] = [
        ErrorResponseSchema.parse(await others.json()),
        ErrorResponseSchema.parse(await unknown.json()),
      ];
      expect(othersBody.code).toBe(unknownBody.code);
      expect(othersBody.message).toBe(unknownBody.message);
    }
  });

  it('does not exist for a product made of no photos (a photo book of the editor)', async () => {
    const order = await api.server.database.db
      .selectFrom('orders_products')
      .select(['product_code', 'order_code'])
      .where('article_type', '=', 'Photobook')
      .executeTakeFirstOrThrow();
    const product = await api.get(ann, `/products/v1/Products/${order.product_code}`);
    expect(await product.json()).toEqual(
      expect.objectContaining({ pdfState: 'None', files: [], photoCount: 0 }),
    );
    const zip = await zipOf(ann, order.product_code);
    expect(zip.status).toBe(404);
    expect(ErrorResponseSchema.parse(await zip.json()).code).toBe(PDF_ERROR_CODES.none);
  });

  it('refuses a malformed code as bad input', async () => {
    const response = await api.get(ann, '/pdf/v1/pdf/me/not%20a%20code');
    expect(response.status).toBe(400);
  });
});
