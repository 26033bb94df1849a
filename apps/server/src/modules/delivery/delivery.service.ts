import type { Kysely } from 'kysely';
import type { OrderDeliveryDates } from '@my-account/contract/delivery';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { findMyOrderFacts } from '../orders/orders.public.ts';
import { deliveryWindow } from './delivery-window.ts';

/**
 * `GET /OrderDeliveryDates/{orderCode}`: 404 alike for another customer's order, a missing one
 * and one without an expected delivery.
 */
export async function getMyDeliveryDates(
  db: Kysely<Database>,
  user: AuthUser,
  orderCode: string,
  now = new Date(),
): Promise<OrderDeliveryDates> {
  const order = await findMyOrderFacts(db, user, orderCode);
  const window = order ? deliveryWindow(order, now) : undefined;
  if (!window) {
    throw notFound('Delivery dates');
  }
  return window;
}
