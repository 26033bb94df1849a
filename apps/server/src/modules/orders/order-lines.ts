import type { Kysely } from 'kysely';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import { findCustomerSuperOrder, listProducts } from './orders.repository.ts';
import { photoIdsOf } from './orders-view.ts';

/** One product line of an order as it was placed: what ordering it again starts from. */
export interface OrderLine {
  productCode: string;
  articleCode: string;
  articleType: string;
  title: string;
  quantity: number;
  /** The customer's photos it was made of, in their order (empty for a project). */
  photoIds: string[];
}

/**
 * The product lines of one of the caller's orders, in their order; undefined for another
 * customer's order and a missing one alike.
 */
export async function findMyOrderLines(
  db: Kysely<Database>,
  user: AuthUser,
  code: string,
): Promise<{ orderCode: string; lines: OrderLine[] } | undefined> {
  const customer = await findCustomerSummary(db, user);
  const row = customer ? await findCustomerSuperOrder(db, customer.id, code) : undefined;
  if (!row) {
    return undefined;
  }
  const products = await listProducts(db, [row.code]);
  return {
    orderCode: row.code,
    lines: products.map((product) => ({
      productCode: product.product_code,
      articleCode: product.article_code,
      articleType: product.article_type,
      title: product.title,
      quantity: product.quantity,
      photoIds: photoIdsOf(product),
    })),
  };
}
