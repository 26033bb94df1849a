import type { Kysely } from 'kysely';
import { PRINTS_MAX_QUANTITY, type PrintsReorder } from '@my-account/contract/prints';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { findMyOrderProducts, type OrderProductFacts } from '../orders/orders.public.ts';
import { findPhotosByIds } from '../photo-management/photo-management.public.ts';
import { printsOptionsOf } from './prints-product-code.ts';

/** Prints of the customer's photos: the lines the step can order again. */
export const isPrintsLine = (line: Pick<OrderProductFacts, 'articleType' | 'photoIds'>): boolean =>
  line.articleType.toLowerCase() === 'prints' && line.photoIds.length > 0;

/** Each photo of a line got an equal share of its prints (the step orders them so). */
const quantityEach = (line: OrderProductFacts): number =>
  Math.min(PRINTS_MAX_QUANTITY, Math.max(1, Math.round(line.quantity / line.photoIds.length)));

/**
 * What ordering one of the customer's orders of prints again prefills (decision 0226): its
 * photos still in the library with their quantities, and the options its product code carries.
 * 404 for another customer's order, a missing one and one without prints alike.
 */
export async function getPrintsReorder(
  db: Kysely<Database>,
  user: AuthUser,
  orderCode: string,
): Promise<PrintsReorder> {
  const order = await findMyOrderProducts(db, user, orderCode);
  const lines = order?.products.filter(isPrintsLine) ?? [];
  const [first] = lines;
  if (!order || !first) {
    throw notFound('Prints order');
  }
  const quantities = new Map<string, number>();
  for (const line of lines) {
    for (const photoId of line.photoIds) {
      if (!quantities.has(photoId)) {
        quantities.set(photoId, quantityEach(line));
      }
    }
  }
  const rows = await findPhotosByIds(db, [...quantities.keys()]);
  const owned = new Set(rows.filter((row) => row.owner_id === user.sub).map((row) => row.id));
  const options = printsOptionsOf(first.productCode);
  return {
    orderCode: order.orderCode,
    printSize: options?.printSize ?? null,
    finish: options?.finish ?? null,
    border: options?.border ?? null,
    photos: [...quantities]
      .filter(([photoId]) => owned.has(photoId))
      .map(([photoId, quantity]) => ({ photoId, quantity })),
  };
}
