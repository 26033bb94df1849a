import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { NewSuperOrder } from '@my-account/contract/orders';
import { PhotoSchema, PHOTO_UPLOAD_FIELD } from '@my-account/contract/photos';
import { ProductSchema, type Product } from '@my-account/contract/products';
import {
  startCustomerTestServer,
  type CustomerTestServer,
  type TestCustomer,
} from '../customer/customer-test-support.ts';
import { openZip } from '../downloads/zip-test-support.ts';
import { placeTestOrder, sampleOrder, testOrderCode } from '../orders/orders-test-support.ts';

export type Rgb = [number, number, number];

/** A server with its jobs running, customers, and their photos of one colour each. */
export interface PdfTestServer extends CustomerTestServer {
  /** Uploads a photo of one colour as the app does; returns its id. */
  colourPhoto(
    customer: TestCustomer,
    colour: Rgb,
    size: { width: number; height: number },
  ): Promise<string>;
  /** The shop places prints of these photos for the customer; returns the product code. */
  orderPrints(customer: TestCustomer, photoIds: string[]): Promise<string>;
  /** GET a path under /api as the customer. */
  get(customer: TestCustomer, path: string): Promise<Response>;
  /** Polls the product until its PDF is listed. */
  readyProduct(customer: TestCustomer, code: string): Promise<Product>;
}

export async function startPdfTestServer(): Promise<PdfTestServer> {
  const api = await startCustomerTestServer();
  const { server } = api;
  await server.ctx.jobs.start();
  const get = (customer: TestCustomer, path: string) =>
    fetch(`${server.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
  return {
    ...api,
    get,
    async colourPhoto(customer, colour, { width, height }) {
      const [r, g, b] = colour;
      const jpeg = await sharp({
        create: { width, height, channels: 3, background: { r, g, b } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append(
        PHOTO_UPLOAD_FIELD,
        new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
        'colour.jpg',
      );
      const response = await fetch(`${server.baseUrl}/api/photo-management/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}` },
        body: form,
      });
      expect(response.status).toBe(201);
      return PhotoSchema.parse(await response.json()).imageId;
    },
    async orderPrints(customer, photoIds) {
      const productCode = testOrderCode('PR');
      const products: NewSuperOrder['products'] = [
        {
          productCode,
          articleCode: 'PAP_910',
          articleType: 'Prints',
          title: 'Photo prints 10 x 15 cm',
          quantity: photoIds.length,
          price: 29 * photoIds.length,
          photoIds,
        },
        // A photo book made in the editor: of a project, no photos.
        {
          productCode: testOrderCode('BK'),
          articleCode: 'PAP_130',
          articleType: 'Photobook',
          title: 'Classic photo book A4',
          quantity: 1,
          price: 4299,
          projectId: 'project-1',
        },
      ];
      const placed = await placeTestOrder(
        { db: server.database.db, signer: server.ctx.imageUrlSigner },
        customer.id,
        sampleOrder({ products }),
      );
      expect(placed.products.map((product) => product.productCode)).toContain(productCode);
      return productCode;
    },
    async readyProduct(customer, code) {
      let product: Product | undefined;
      await expect
        .poll(
          async () => {
            const response = await get(customer, `/products/v1/Products/${code}`);
            product = ProductSchema.parse(await response.json());
            return product.pdfState;
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe('Ready');
      if (!product) {
        throw new Error('No product');
      }
      return product;
    },
  };
}

/** The PDF inside the zip the route answers with, checked with Info-ZIP. */
export function pdfOfZip(zip: Buffer, fileName: string): Buffer {
  const opened = openZip(zip);
  expect(opened.names).toEqual([fileName]);
  return opened.bytes(fileName);
}

export interface RenderedPage {
  width: number;
  height: number;
  /** The page's mean colour. */
  mean: Rgb;
}

/** Renders every page with pdftoppm (poppler-utils), as a viewer would, and measures it. */
export async function renderPages(pdf: Buffer): Promise<RenderedPage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  try {
    writeFileSync(join(dir, 'product.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '20', '-png', join(dir, 'product.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.startsWith('page'))
      .sort();
    return await Promise.all(
      pages.map(async (name) => {
        const image = sharp(join(dir, name));
        const { width, height } = await image.metadata();
        const { channels } = await image.stats();
        const mean = channels.slice(0, 3).map((channel) => Math.round(channel.mean)) as Rgb;
        return { width, height, mean };
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
