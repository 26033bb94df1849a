import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { findOrderProduct } from '../orders/orders.public.ts';
import { findPhotosByIds, type PhotoRow } from '../photo-management/photo-management.public.ts';

/**
 * A book's pages: the photos its order product is made of, in page order (the images the product
 * PDF is made of), as long as they are still in the owner's library. A photo deleted since
 * leaves no page, so a viewer never shows a blank one (decision 0245).
 */
export async function widgetPages(
  db: Kysely<Database>,
  widget: { product_id: string; owner_id: string },
): Promise<PhotoRow[]> {
  const product = await findOrderProduct(db, widget.product_id);
  if (!product) {
    return [];
  }
  const rows = await findPhotosByIds(db, product.photoIds);
  const byId = new Map(
    rows.filter((row) => row.owner_id === widget.owner_id).map((row) => [row.id, row]),
  );
  return product.photoIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
