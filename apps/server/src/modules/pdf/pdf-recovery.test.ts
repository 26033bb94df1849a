import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { PDF_ERROR_CODES } from '@my-account/contract/pdf';
import type { TestCustomer } from '../customer/customer-test-support.ts';
import { pdfBlobOwner } from './pdf-blob-owner.ts';
import { customerPdfFolder } from './pdf.deps.ts';
import { deleteCustomerPdfs } from './pdf.public.ts';
import { startPdfTestServer, type PdfTestServer } from './pdf-test-support.ts';

let api: PdfTestServer;
let ann: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  api = await startPdfTestServer();
  ann = await api.customer();
  bob = await api.customer();
});
afterAll(async () => {
  await api.close();
});

const db = () => api.server.database.db;

let shade = 0;

/** Prints of a new photo (a shade of its own: the library keeps one photo per content). */
async function readyPrints(customer: TestCustomer): Promise<string> {
  shade += 10;
  const photo = await api.colourPhoto(customer, [200, shade, 20], { width: 800, height: 600 });
  const code = await api.orderPrints(customer, [photo]);
  await api.readyProduct(customer, code);
  return code;
}

const rowOf = (code: string) =>
  db()
    .selectFrom('pdf_product_pdfs')
    .selectAll()
    .where('product_code', '=', code)
    .executeTakeFirst();

describe('a product PDF that is missing', () => {
  it('is asked for by the first request for an order placed before PDFs existed', async () => {
    const code = await readyPrints(ann);
    // As for the demo orders seeded before, or a row lost: the product has no PDF at all.
    await db().deleteFrom('pdf_product_pdfs').where('product_code', '=', code).execute();

    const response = await api.get(ann, `/pdf/v1/pdf/me/${code}`);
    expect(response.status).toBe(409);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(ErrorResponseSchema.parse(await response.json()).code).toBe(PDF_ERROR_CODES.notReady);
    expect((await api.readyProduct(ann, code)).files).toHaveLength(1);
  });

  it('is asked for again when its job was lost or failed', async () => {
    const code = await readyPrints(ann);
    for (const lost of [
      { status: 'pending', job_id: 'a-job-no-queue-knows' },
      { status: 'failed', job_id: null },
    ]) {
      await db()
        .updateTable('pdf_product_pdfs')
        .set({ ...lost, blob_key: null })
        .where('product_code', '=', code)
        .execute();
      const product = await api.get(ann, `/products/v1/Products/${code}`);
      expect(await product.json()).toEqual(expect.objectContaining({ pdfState: 'Pending' }));
      expect((await api.readyProduct(ann, code)).files).toHaveLength(1);
      expect((await api.get(ann, `/pdf/v1/pdf/me/${code}`)).status).toBe(200);
    }
  });
});

describe('product PDFs on account deletion and in the orphan sweep', () => {
  it("removes the customer's PDF rows and files, and only theirs", async () => {
    const annCode = await readyPrints(ann);
    const bobCode = await readyPrints(bob);
    const annKey = (await rowOf(annCode))?.blob_key;
    const bobKey = (await rowOf(bobCode))?.blob_key;
    expect(annKey).toBeTruthy();
    expect(bobKey).toBeTruthy();
    const record = await db()
      .selectFrom('customer_customers')
      .select(['idp_type', 'idp_sub'])
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();

    await deleteCustomerPdfs(
      { db: db(), blobs: api.server.ctx.blobs },
      {
        subject: record.idp_sub,
        idpType: record.idp_type,
        idpSub: record.idp_sub,
        customerId: ann.id,
        emails: [],
        confirmedAt: new Date().toISOString(),
      },
    );

    expect(
      await db()
        .selectFrom('pdf_product_pdfs')
        .select('product_id')
        .where('customer_id', '=', ann.id)
        .execute(),
    ).toEqual([]);
    expect(await api.server.ctx.blobs.head(annKey ?? '')).toBeUndefined();
    expect(await rowOf(bobCode)).toBeDefined();
    expect(await api.server.ctx.blobs.head(bobKey ?? '')).toBeDefined();
  });

  it('owns the files rows name, not one written for a row that is gone', async () => {
    const code = await readyPrints(bob);
    const key = (await rowOf(code))?.blob_key ?? '';
    const orphan = `${customerPdfFolder(bob.id)}${randomUUID()}.pdf`;
    await api.server.ctx.blobs.put(orphan, Readable.from([Buffer.from('%PDF-')]));
    const owner = pdfBlobOwner(db());
    const refs = [key, orphan].map((unit) => owner.unitOf(unit));
    expect(refs.every((ref) => ref !== undefined)).toBe(true);
    const owned = await owner.owned(refs.flatMap((ref) => (ref ? [ref] : [])));
    expect([...owned]).toEqual([key]);
    expect(owner.unitOf('product-pdfs/not-a-pdf.txt')).toBeUndefined();
  });
});
