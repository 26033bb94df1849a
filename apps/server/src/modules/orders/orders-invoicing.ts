import type { Kysely } from 'kysely';
import { OrderCurrencySchema, type OrderCurrency } from '@my-account/contract/orders';
import type { Database } from '../../platform/database/schema.ts';
import { listProducts, type ProductRow, type SuperOrderRow } from './orders.repository.ts';

/** What an invoice needs of an order (invoices module, decision 0217). */
export interface InvoiceableOrder {
  code: string;
  createdAt: string;
  currency: OrderCurrency;
  /** Minor units, VAT included. */
  shippingCost: number;
  total: number;
  address: {
    companyName: string | null;
    name: string;
    street: string;
    postalCode: string;
    city: string;
    countryCode: string;
  };
  lines: { title: string; quantity: number; amount: number }[];
}

/** Orders that are invoiced: paid by invoice and not cancelled. */
const invoiceable = (db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('orders_super_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('payment_method', '=', 'invoice')
    .where('status', '!=', 'Cancelled');

function toInvoiceable(row: SuperOrderRow, products: readonly ProductRow[]): InvoiceableOrder {
  const street = [row.address_street, row.address_house_number, row.address_addition ?? '']
    .join(' ')
    .trim();
  return {
    code: row.code,
    createdAt: row.created_at,
    // Checked by the contract when the shop placed the order.
    currency: OrderCurrencySchema.parse(row.currency),
    shippingCost: row.shipping_cost,
    total: row.total,
    address: {
      companyName: row.address_company_name,
      name: `${row.address_first_name} ${row.address_last_name}`.trim(),
      street,
      postalCode: row.address_postal_code,
      city: row.address_city,
      countryCode: row.address_country_code,
    },
    lines: products
      .filter((product) => product.order_code === row.code)
      .map((product) => ({
        title: product.title,
        quantity: product.quantity,
        amount: product.price - product.discount,
      })),
  };
}

/** The customer's invoiced orders, oldest first (so invoice numbers follow the order dates). */
export async function listInvoiceableOrders(
  db: Kysely<Database>,
  customerId: string,
): Promise<InvoiceableOrder[]> {
  const rows = await invoiceable(db, customerId).orderBy('created_at').orderBy('code').execute();
  const products = await listProducts(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => toInvoiceable(row, products));
}

/** One invoiced order of the customer; undefined for another customer's or one not invoiced. */
export async function findInvoiceableOrder(
  db: Kysely<Database>,
  customerId: string,
  code: string,
): Promise<InvoiceableOrder | undefined> {
  const row = await invoiceable(db, customerId).where('code', '=', code).executeTakeFirst();
  return row && toInvoiceable(row, await listProducts(db, [row.code]));
}
