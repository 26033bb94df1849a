import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type {
  OrderProductsTable,
  OrderStatusEventsTable,
  SuperOrdersTable,
} from './orders.tables.ts';

export type SuperOrderRow = Selectable<SuperOrdersTable>;
export type ProductRow = Selectable<OrderProductsTable>;
export type StatusEventRow = Selectable<OrderStatusEventsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export async function insertSuperOrder(
  db: Db,
  order: Insertable<SuperOrdersTable>,
  products: readonly Insertable<OrderProductsTable>[],
  events: readonly Insertable<OrderStatusEventsTable>[],
): Promise<void> {
  await db.insertInto('orders_super_orders').values(order).execute();
  await db
    .insertInto('orders_products')
    .values([...products])
    .execute();
  await db
    .insertInto('orders_status_events')
    .values([...events])
    .execute();
}

export async function findSuperOrder(db: Db, code: string): Promise<SuperOrderRow | undefined> {
  return db
    .selectFrom('orders_super_orders')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The customer's order by its code; undefined for another customer's and a missing one alike. */
export async function findCustomerSuperOrder(
  db: Db,
  customerId: string,
  code: string,
): Promise<SuperOrderRow | undefined> {
  return db
    .selectFrom('orders_super_orders')
    .selectAll()
    .where('code', '=', code)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export interface SuperOrderPage {
  customerId: string;
  offset: number;
  limit: number;
  /** Leave out unpaid checkouts created before this time (ISO-8601); undefined: keep all. */
  unpaidCreatedBefore: string | undefined;
}

/** One page of the customer's orders, newest first (on the customer/created index). */
export async function listCustomerSuperOrders(
  db: Db,
  page: SuperOrderPage,
): Promise<{ rows: SuperOrderRow[]; totalCount: number }> {
  let query = db.selectFrom('orders_super_orders').where('customer_id', '=', page.customerId);
  const cutoff = page.unpaidCreatedBefore;
  if (cutoff !== undefined) {
    query = query.where((eb) =>
      eb.not(
        eb.and([
          eb('status', '=', 'Received'),
          eb('payment_status', 'in', ['paymentPending', 'paymentFailed']),
          eb('created_at', '<', cutoff),
        ]),
      ),
    );
  }
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('code', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  // A number on SQLite, a string on PostgreSQL.
  return { rows, totalCount: Number(count.count) };
}

export async function listProducts(db: Db, codes: readonly string[]): Promise<ProductRow[]> {
  if (codes.length === 0) {
    return [];
  }
  return db
    .selectFrom('orders_products')
    .selectAll()
    .where('order_code', 'in', [...codes])
    .orderBy('order_code')
    .orderBy('position')
    .execute();
}

export async function listStatusEvents(
  db: Db,
  codes: readonly string[],
): Promise<StatusEventRow[]> {
  if (codes.length === 0) {
    return [];
  }
  return db
    .selectFrom('orders_status_events')
    .selectAll()
    .where('order_code', 'in', [...codes])
    .orderBy('at')
    .execute();
}

/** One product of the customer's orders by its id; undefined for another customer's. */
export async function findCustomerProduct(
  db: Db,
  customerId: string,
  id: string,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom('orders_products')
    .innerJoin('orders_super_orders', 'orders_super_orders.code', 'orders_products.order_code')
    .selectAll('orders_products')
    .where('orders_products.id', '=', id)
    .where('orders_super_orders.customer_id', '=', customerId)
    .executeTakeFirst();
}

/** A product with its order's customer (null once the customer deleted their account). */
export type OwnedProductRow = ProductRow & { customer_id: string | null };

/** The customer's product by its product code, the newest should the code recur. */
export async function findCustomerProductByCode(
  db: Db,
  customerId: string,
  productCode: string,
): Promise<OwnedProductRow | undefined> {
  return db
    .selectFrom('orders_products')
    .innerJoin('orders_super_orders', 'orders_super_orders.code', 'orders_products.order_code')
    .selectAll('orders_products')
    .select('orders_super_orders.customer_id')
    .where('orders_products.product_code', '=', productCode)
    .where('orders_super_orders.customer_id', '=', customerId)
    .orderBy('orders_super_orders.created_at', 'desc')
    .orderBy('orders_products.id')
    .executeTakeFirst();
}

export async function findProductById(db: Db, id: string): Promise<OwnedProductRow | undefined> {
  return db
    .selectFrom('orders_products')
    .innerJoin('orders_super_orders', 'orders_super_orders.code', 'orders_products.order_code')
    .selectAll('orders_products')
    .select('orders_super_orders.customer_id')
    .where('orders_products.id', '=', id)
    .executeTakeFirst();
}

/** The customer's products, newest order first, of these article types (any when empty). */
export async function listCustomerProducts(
  db: Db,
  customerId: string,
  page: { articleTypes: readonly string[]; offset: number; limit: number },
): Promise<{ rows: ProductRow[]; totalCount: number }> {
  let query = db
    .selectFrom('orders_products')
    .innerJoin('orders_super_orders', 'orders_super_orders.code', 'orders_products.order_code')
    .where('orders_super_orders.customer_id', '=', customerId);
  if (page.articleTypes.length > 0) {
    query = query.where((eb) =>
      eb(eb.fn('lower', ['orders_products.article_type']), 'in', [...page.articleTypes]),
    );
  }
  const rows = await query
    .selectAll('orders_products')
    .orderBy('orders_super_orders.created_at', 'desc')
    .orderBy('orders_products.order_code', 'desc')
    .orderBy('orders_products.position')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return { rows, totalCount: Number(count.count) };
}

export async function updateSuperOrder(
  db: Db,
  code: string,
  changes: Updateable<SuperOrdersTable>,
): Promise<void> {
  await db.updateTable('orders_super_orders').set(changes).where('code', '=', code).execute();
}

/**
 * Updates the order only while its status is one of these (checked in the same statement, so a
 * production start reported meanwhile wins). False when it was not.
 */
export async function updateSuperOrderIfStatus(
  db: Db,
  code: string,
  statuses: readonly string[],
  changes: Updateable<SuperOrdersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('orders_super_orders')
    .set(changes)
    .where('code', '=', code)
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertStatusEvents(
  db: Db,
  events: readonly Insertable<OrderStatusEventsTable>[],
): Promise<void> {
  if (events.length > 0) {
    await db
      .insertInto('orders_status_events')
      .values([...events])
      .execute();
  }
}

/**
 * Account deletion (decision 0212): the orders stay for the accounts, without the customer, the
 * delivery address (the country stays, for VAT), the tracking link and the photos they were
 * made of.
 */
export async function anonymiseCustomerOrders(
  db: Kysely<Database>,
  customerId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const codes = trx
      .selectFrom('orders_super_orders')
      .select('code')
      .where('customer_id', '=', customerId);
    await trx
      .updateTable('orders_products')
      .set({ photo_ids: '[]', project_id: null })
      .where('order_code', 'in', codes)
      .execute();
    await trx
      .updateTable('orders_super_orders')
      .set({
        customer_id: null,
        tracking_url: null,
        address_first_name: '',
        address_last_name: '',
        address_company_name: null,
        address_street: '',
        address_house_number: '',
        address_addition: null,
        address_postal_code: '',
        address_city: '',
        address_phone_number: null,
      })
      .where('customer_id', '=', customerId)
      .execute();
  });
}
