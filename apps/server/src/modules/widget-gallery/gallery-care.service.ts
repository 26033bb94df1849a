import type { Kysely } from 'kysely';
import type { BlockedOrder } from '@my-account/contract/widget-gallery';
import type { Database } from '../../platform/database/schema.ts';
import { blockOrder, unblockOrder } from './widget-gallery.repository.ts';

/**
 * Customer care blocks an order (a photo book's product code) from the gallery, e.g. after a
 * report: its books leave every gallery at once and cannot enter one again until unblocked.
 * Any code may be blocked, also one not (yet) ordered or put online.
 */
export async function blockOrderFromGallery(
  db: Kysely<Database>,
  orderCode: string,
  by: { clientId: string; reason?: string | undefined },
  now = new Date(),
): Promise<BlockedOrder> {
  await blockOrder(db, {
    order_code: orderCode,
    reason: by.reason ?? null,
    blocked_by: by.clientId,
    blocked_at: now.toISOString(),
  });
  return { orderCode, isBlocked: true };
}

/** Lifts the block: the customer may publish the book again (nothing is restored). */
export async function unblockOrderFromGallery(
  db: Kysely<Database>,
  orderCode: string,
): Promise<BlockedOrder> {
  await unblockOrder(db, orderCode);
  return { orderCode, isBlocked: false };
}
