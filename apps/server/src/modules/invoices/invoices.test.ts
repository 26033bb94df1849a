import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { HistoricalInvoiceListSchema, InvoiceGroupFileSchema } from '@my-account/contract/invoices';
import type { NewSuperOrder } from '@my-account/contract/orders';
import {
  startCustomerTestServer,
  type CustomerTestServer,
  type TestCustomer,
} from '../customer/customer-test-support.ts';
import { placeTestOrder, sampleOrder } from '../orders/orders-test-support.ts';
import { pdfTextLines } from './invoice-pdf-text.ts';
import { detachCustomerInvoices } from './invoices.public.ts';

let api: CustomerTestServer;
let business: TestCustomer;
let otherBusiness: TestCustomer;
let privateCustomer: TestCustomer;

const deps = () => ({ db: api.server.database.db, signer: api.server.ctx.imageUrlSigner });

async function placeInvoiced(
  customer: TestCustomer,
  paymentMethod: NewSuperOrder['paymentMethod'] = 'invoice',
) {
  const order = sampleOrder({ paymentMethod, currency: 'EUR' });
  return placeTestOrder(deps(), customer.id, order);
}

const call = (customer: TestCustomer, path: string) =>
  fetch(`${api.server.baseUrl}/api/invoices${path}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });

async function invoicesOf(customer: TestCustomer) {
  const response = await call(customer, '/api/v1/HistoricalInvoice/me');
  expect(response.status).toBe(200);
  return HistoricalInvoiceListSchema.parse(await response.json()).items;
}

beforeAll(async () => {
  api = await startCustomerTestServer();
  business = await api.customer({ isB2b: true });
  otherBusiness = await api.customer({ isB2b: true });
  privateCustomer = await api.customer();
  await api.server.database.db
    .updateTable('customer_customers')
    .set({ company_name: 'Bildwerk GmbH', vat_number: 'DE129273398' })
    .where('id', '=', business.id)
    .execute();
});
afterAll(async () => {
  await api.close();
});

describe("a business customer's invoices", () => {
  it('lists one invoice per order paid by invoice, with a number that stays', async () => {
    const order = await placeInvoiced(business);
    await placeInvoiced(business, 'card');

    const [invoice, ...others] = await invoicesOf(business);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      orderCode: order.orderCode,
      total: order.total,
      currency: 'EUR',
      fileName: `invoice_${invoice?.id ?? ''}.pdf`,
    });
    expect(await invoicesOf(business)).toEqual([invoice]);

    const file = await call(business, `/api/v1/InvoiceGroupFiles/me/${invoice?.id ?? ''}`);
    expect(InvoiceGroupFileSchema.parse(await file.json())).toMatchObject({ state: 'Ready' });
  });

  it("answers a PDF naming the buyer's VAT number and the order's total", async () => {
    const order = await placeInvoiced(business);
    const invoice = (await invoicesOf(business)).find((i) => i.orderCode === order.orderCode);
    const response = await call(
      business,
      `/api/v1/HistoricalInvoice/me/pdf/${invoice?.id ?? ''}/photobox.co.uk`,
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `invoice_${invoice?.id ?? ''}.pdf`,
    );
    const lines = await pdfTextLines(new Uint8Array(await response.arrayBuffer()));
    // sampleOrder: 696 + (4299 - 860) + 299 shipping = 4434 cents; 20 % VAT (GB) included.
    expect(order.total).toBe(4434);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Photobox',
        'Bildwerk GmbH',
        'VAT number: DE129273398',
        `Invoice number: ${invoice?.invoiceNumber ?? ''}`,
        'Classic photo book A4',
        '€44.34',
        'VAT 20%',
        '€7.39',
      ]),
    );
  });

  it("answers another customer's invoices, private customers and bad ids as missing", async () => {
    await placeInvoiced(business);
    const [invoice] = await invoicesOf(business);
    const id = invoice?.id ?? '';

    for (const path of [
      `/api/v1/InvoiceGroupFiles/me/${id}`,
      `/api/v1/HistoricalInvoice/me/pdf/${id}/photobox.co.uk`,
    ]) {
      expect((await call(otherBusiness, path)).status).toBe(404);
      expect((await call(privateCustomer, path)).status).toBe(404);
    }
    expect((await call(privateCustomer, '/api/v1/HistoricalInvoice/me')).status).toBe(404);
    expect(
      (await call(business, `/api/v1/HistoricalInvoice/me/pdf/${id}/nowhere.example`)).status,
    ).toBe(404);
    const bad = await call(business, '/api/v1/InvoiceGroupFiles/me/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(ErrorResponseSchema.safeParse(await bad.json()).success).toBe(true);
    expect(
      (await fetch(`${api.server.baseUrl}/api/invoices/api/v1/HistoricalInvoice/me`)).status,
    ).toBe(401);
  });

  it('keeps invoices on account deletion without the customer', async () => {
    const leaving = await api.customer({ isB2b: true });
    await placeInvoiced(leaving);
    const [invoice] = await invoicesOf(leaving);
    await detachCustomerInvoices(api.server.database.db, leaving.id);

    expect(await invoicesOf(leaving)).not.toContainEqual(invoice);
    const row = await api.server.database.db
      .selectFrom('invoices_invoices')
      .selectAll()
      .where('id', '=', invoice?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: null, number: invoice?.invoiceNumber });
  });
});
