import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DeliveryTypeSchema,
  OrderStatusSchema,
  type DeliveryType,
  type OrderStatus,
} from '@my-account/contract/orders';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import { findCustomerSuperOrder, listProducts } from './orders.repository.ts';

/** What the order services (delivery, reorder) need of one of the caller's orders. */
export interface OrderFacts {
  orderCode: string;
  status: OrderStatus;
  createdAt: string;
  dispatchedAt: string | null;
  deliveryType: DeliveryType | null;
  /** The article type of each product line. */
  articleTypes: string[];
  /** The article code of each product line. */
  articleCodes: string[];
}

/** One of the caller's orders; undefined for another customer's and a missing one alike. */
export async function findMyOrderFacts(
  db: Kysely<Database>,
  user: AuthUser,
  code: string,
): Promise<OrderFacts | undefined> {
  const customer = await findCustomerSummary(db, user);
  const row = customer ? await findCustomerSuperOrder(db, customer.id, code) : undefined;
  if (!row) {
    return undefined;
  }
  const products = await listProducts(db, [row.code]);
  return {
    orderCode: row.code,
    // The intake checked these on the way in; parsing again guards the enums.
    status: OrderStatusSchema.parse(row.status),
    createdAt: row.created_at,
    dispatchedAt: row.dispatched_at,
    deliveryType: z.nullable(DeliveryTypeSchema).parse(row.delivery_type),
    articleTypes: products.map((product) => product.article_type),
    articleCodes: products.map((product) => product.article_code),
  };
}
