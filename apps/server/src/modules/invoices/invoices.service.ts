import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  invoiceFileName,
  type HistoricalInvoiceList,
  type InvoiceGroupFile,
} from '@my-account/contract/invoices';
import { VENDORS, type Vendor } from '@my-account/contract/vendors';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { notFound } from '../../platform/http/http-error.ts';
import {
  findCustomerBusinessDetails,
  findCustomerSummary,
  type CustomerSummary,
} from '../customer/customer.public.ts';
import {
  findInvoiceableOrder,
  listInvoiceableOrders,
  type InvoiceableOrder,
} from '../orders/orders.public.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  findCustomerInvoice,
  insertMissingInvoices,
  listCustomerInvoices,
} from './invoices.repository.ts';
import { vatIncluded, vatRateOf } from './vat-rates.ts';

/** Invoices are for business customers: anyone else has none (404, as for a missing one). */
async function businessCustomerOf(db: Kysely<Database>, user: AuthUser): Promise<CustomerSummary> {
  const customer = await findCustomerSummary(db, user);
  if (!customer?.isB2b) {
    throw notFound('Invoice');
  }
  return customer;
}

/** Stable per order: the order's code, so it is unique and never changes (decision 0217). */
const invoiceNumberOf = (order: InvoiceableOrder): string =>
  `INV-${order.createdAt.slice(0, 4)}-${order.code}`;

/** `GET /api/v1/HistoricalInvoice/me`: the customer's invoices, newest first. */
export async function listMyInvoices(
  db: Kysely<Database>,
  user: AuthUser,
): Promise<HistoricalInvoiceList> {
  const customer = await businessCustomerOf(db, user);
  const orders = await listInvoiceableOrders(db, customer.id);
  // Issued on the order's date the first time they are asked for; stored so the number stays.
  await insertMissingInvoices(
    db,
    orders.map((order) => ({
      id: randomUUID(),
      order_code: order.code,
      customer_id: customer.id,
      number: invoiceNumberOf(order),
      issued_at: order.createdAt,
    })),
  );
  const byCode = new Map(orders.map((order) => [order.code, order]));
  const items = (await listCustomerInvoices(db, customer.id)).flatMap((row) => {
    const order = byCode.get(row.order_code);
    return order
      ? [
          {
            id: row.id,
            invoiceNumber: row.number,
            orderCode: row.order_code,
            issuedAt: row.issued_at,
            currency: order.currency,
            total: order.total,
            vat: vatIncluded(order.total, vatRateOf(order.address.countryCode)),
            fileName: invoiceFileName(row.id),
          },
        ]
      : [];
  });
  return { items };
}

/** `GET /api/v1/InvoiceGroupFiles/me/{id}`: the state of one invoice's PDF. */
export async function getMyInvoiceFile(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
): Promise<InvoiceGroupFile> {
  const customer = await businessCustomerOf(db, user);
  if (!(await findCustomerInvoice(db, customer.id, id))) {
    throw notFound('Invoice');
  }
  return { id, state: 'Ready', fileName: invoiceFileName(id), contentType: 'application/pdf' };
}

/** The vendor a channel names: its host, or the id other services know it by. */
const vendorOfChannel = (channel: string): Vendor | undefined => {
  const wanted = channel.toLowerCase();
  return VENDORS.find((vendor) => vendor.host === wanted || vendor.serviceVendorId === wanted);
};

/** `GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel}`: the invoice as a PDF. */
export async function renderMyInvoicePdf(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
  channel: string,
): Promise<Uint8Array> {
  const customer = await businessCustomerOf(db, user);
  const invoice = await findCustomerInvoice(db, customer.id, id);
  const order = invoice && (await findInvoiceableOrder(db, customer.id, invoice.order_code));
  const vendor = vendorOfChannel(channel);
  if (!invoice || !order) {
    throw notFound('Invoice');
  }
  if (!vendor) {
    throw notFound('Channel');
  }
  const buyer = (await findCustomerBusinessDetails(db, customer.id)) ?? {
    companyName: null,
    vatNumber: null,
  };
  return renderInvoicePdf({
    number: invoice.number,
    issuedAt: invoice.issued_at,
    seller: { name: vendor.name, locale: vendor.locale },
    buyer,
    order,
  });
}
