import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { InvoicesTable } from './invoices.tables.ts';

export type InvoiceRow = Selectable<InvoicesTable>;

/** Stores invoices not stored yet; an order that already has one keeps it (and its number). */
export async function insertMissingInvoices(
  db: Kysely<Database>,
  invoices: readonly Insertable<InvoicesTable>[],
): Promise<void> {
  if (invoices.length > 0) {
    await db
      .insertInto('invoices_invoices')
      .values([...invoices])
      .onConflict((oc) => oc.column('order_code').doNothing())
      .execute();
  }
}

export async function listCustomerInvoices(
  db: Kysely<Database>,
  customerId: string,
): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices_invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
}

/** The customer's invoice by its id; undefined for another customer's and a missing one alike. */
export async function findCustomerInvoice(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices_invoices')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/**
 * Account deletion (decision 0218): invoices are accounting records and stay, with their number,
 * order and date, but no longer name the customer.
 */
export async function detachCustomerInvoices(
  db: Kysely<Database>,
  customerId: string,
): Promise<void> {
  await db
    .updateTable('invoices_invoices')
    .set({ customer_id: null })
    .where('customer_id', '=', customerId)
    .execute();
}
