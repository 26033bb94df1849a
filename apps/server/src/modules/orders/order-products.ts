import type { Kysely } from 'kysely';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import {
  findCustomerProductByCode,
  findCustomerSuperOrder,
  findProductById,
  listProducts,
  type ProductRow,
} from './orders.repository.ts';
import { photoIdsOf } from './orders-view.ts';

/** One product of an order with the photos it is made of (products and PDFs, decision 0220). */
export interface OrderProductFacts {
  /** The product line's id: unique, where product codes are the shop's. */
  id: string;
  productCode: string;
  orderCode: string;
  /** The customer record's id; null once the customer deleted their account. */
  customerId: string | null;
  articleCode: string;
  articleType: string;
  title: string;
  quantity: number;
  /** The customer's photos it is made of, in the order of its pages (empty for a project). */
  photoIds: string[];
}

const toFacts = (row: ProductRow, customerId: string | null): OrderProductFacts => ({
  id: row.id,
  productCode: row.product_code,
  orderCode: row.order_code,
  customerId,
  articleCode: row.article_code,
  articleType: row.article_type,
  title: row.title,
  quantity: row.quantity,
  photoIds: photoIdsOf(row),
});

/**
 * The caller's product by its product code (the newest, should the shop have used a code twice);
 * undefined for another customer's and a missing one alike.
 */
export async function findMyOrderProduct(
  db: Kysely<Database>,
  user: AuthUser,
  productCode: string,
): Promise<OrderProductFacts | undefined> {
  const customer = await findCustomerSummary(db, user);
  const row = customer && (await findCustomerProductByCode(db, customer.id, productCode));
  return row ? toFacts(row, row.customer_id) : undefined;
}

/** A product by its id, whoever's it is: for work done later on the owner's behalf (jobs). */
export async function findOrderProduct(
  db: Kysely<Database>,
  id: string,
): Promise<OrderProductFacts | undefined> {
  const row = await findProductById(db, id);
  return row ? toFacts(row, row.customer_id) : undefined;
}

/**
 * The products of one of the caller's orders, in their order (what ordering it again starts
 * from); undefined for another customer's order and a missing one alike.
 */
export async function findMyOrderProducts(
  db: Kysely<Database>,
  user: AuthUser,
  code: string,
): Promise<{ orderCode: string; products: OrderProductFacts[] } | undefined> {
  const customer = await findCustomerSummary(db, user);
  const row = customer ? await findCustomerSuperOrder(db, customer.id, code) : undefined;
  if (!row) {
    return undefined;
  }
  const products = await listProducts(db, [row.code]);
  return {
    orderCode: row.code,
    products: products.map((product) => toFacts(product, row.customer_id)),
  };
}
