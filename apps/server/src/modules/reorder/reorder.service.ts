import type { Kysely } from 'kysely';
import {
  DISCONTINUED_ARTICLE_CODES,
  REORDER_ERROR_CODES,
  REORDER_MAX_AGE_DAYS,
  type ReorderResponse,
  type ReorderStatus,
} from '@my-account/contract/reorder';
import type { Vendor } from '@my-account/contract/vendors';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import { findMyOrderFacts, type OrderFacts } from '../orders/orders.public.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why the order cannot be reordered, or null when it can. */
export function unavailableReason(order: OrderFacts, now: Date): ReorderStatus['reason'] {
  if (order.status === 'Cancelled') {
    return 'cancelled';
  }
  if (order.articleCodes.some((code) => DISCONTINUED_ARTICLE_CODES.includes(code))) {
    return 'notSold';
  }
  if (now.getTime() - Date.parse(order.createdAt) > REORDER_MAX_AGE_DAYS * DAY_MS) {
    return 'tooOld';
  }
  return null;
}

async function myOrder(db: Kysely<Database>, user: AuthUser, code: string): Promise<OrderFacts> {
  const order = await findMyOrderFacts(db, user, code);
  if (!order) {
    throw notFound('Order');
  }
  return order;
}

/** `GET /reorder/status/{orderCode}`: 404 for another customer's order as for a missing one. */
export async function getReorderStatus(
  db: Kysely<Database>,
  user: AuthUser,
  code: string,
  now = new Date(),
): Promise<ReorderStatus> {
  const order = await myOrder(db, user, code);
  const reason = unavailableReason(order, now);
  return { orderCode: order.orderCode, isAvailable: reason === null, reason };
}

/** An order of prints only: ordered again in our prints order step (decision 0226). */
const isPrintsOnly = (order: OrderFacts): boolean =>
  order.articleTypes.length > 0 &&
  order.articleTypes.every((type) => type.toLowerCase() === 'prints');

/** Where the reorder leads: the request's vendor, and this app's public address. */
export interface ReorderTarget {
  vendor: Vendor;
  publicUrl: string;
}

/**
 * `POST /reorder?OrderCode=`: the vendor's shop page that puts the order's articles in the
 * basket again (the shop reads the code); for an order of prints, our prints order step, which
 * prefills it. 409 when the order cannot be reordered.
 */
export async function reorder(
  db: Kysely<Database>,
  user: AuthUser,
  code: string,
  target: ReorderTarget,
  now = new Date(),
): Promise<ReorderResponse> {
  const order = await myOrder(db, user, code);
  if (unavailableReason(order, now) !== null) {
    throw conflict('This order can no longer be reordered', REORDER_ERROR_CODES.unavailable);
  }
  const host = target.vendor.host;
  const url = isPrintsOnly(order)
    ? new URL(`${target.publicUrl}/prints-editor/${encodeURIComponent(host)}`)
    : new URL(`https://www.${host}/reorder`);
  url.searchParams.set(isPrintsOnly(order) ? 'reorder' : 'orderCode', order.orderCode);
  return { ShopUrl: url.toString() };
}
