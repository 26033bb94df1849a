import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { BlockedOrdersTable, GalleryEntriesTable } from './widget-gallery.tables.ts';

type Db = Kysely<Database>;
export type GalleryEntryRow = Selectable<GalleryEntriesTable>;
export type BlockedOrderRow = Selectable<BlockedOrdersTable>;

export async function findEntry(
  db: Db,
  widgetId: string,
  channel: string,
): Promise<GalleryEntryRow | undefined> {
  return db
    .selectFrom('widget_gallery_entries')
    .selectAll()
    .where('widget_id', '=', widgetId)
    .where('channel', '=', channel)
    .executeTakeFirst();
}

/** Inserts the entry; false when the widget is in that channel's gallery already. */
export async function insertEntry(db: Db, row: GalleryEntryRow): Promise<boolean> {
  const result = await db
    .insertInto('widget_gallery_entries')
    .values(row)
    .onConflict((conflict) => conflict.columns(['widget_id', 'channel']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateEntryCategories(
  db: Db,
  widgetId: string,
  channel: string,
  categoryIds: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('widget_gallery_entries')
    .set({ category_ids: categoryIds, updated_at: at })
    .where('widget_id', '=', widgetId)
    .where('channel', '=', channel)
    .execute();
}

export async function deleteEntry(db: Db, widgetId: string, channel: string): Promise<void> {
  await db
    .deleteFrom('widget_gallery_entries')
    .where('widget_id', '=', widgetId)
    .where('channel', '=', channel)
    .execute();
}

/** Every entry of these widgets, in every channel (the widgets were deleted). */
export async function deleteWidgetEntries(db: Db, widgetIds: readonly string[]): Promise<void> {
  if (widgetIds.length > 0) {
    await db
      .deleteFrom('widget_gallery_entries')
      .where('widget_id', 'in', [...widgetIds])
      .execute();
  }
}

export async function deleteCustomerEntries(db: Db, customerIds: readonly string[]): Promise<void> {
  if (customerIds.length > 0) {
    await db
      .deleteFrom('widget_gallery_entries')
      .where('customer_id', 'in', [...customerIds])
      .execute();
  }
}

export async function findBlockedOrder(
  db: Db,
  orderCode: string,
): Promise<BlockedOrderRow | undefined> {
  return db
    .selectFrom('widget_gallery_blocked_orders')
    .selectAll()
    .where('order_code', '=', orderCode)
    .executeTakeFirst();
}

/** Blocks the order (again: the newest reason) and takes its books out of every gallery. */
export async function blockOrder(db: Db, row: BlockedOrderRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('widget_gallery_blocked_orders')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('order_code').doUpdateSet({
          reason: row.reason,
          blocked_by: row.blocked_by,
          blocked_at: row.blocked_at,
        }),
      )
      .execute();
    await trx
      .deleteFrom('widget_gallery_entries')
      .where('product_code', '=', row.order_code)
      .execute();
  });
}

export async function unblockOrder(db: Db, orderCode: string): Promise<void> {
  await db
    .deleteFrom('widget_gallery_blocked_orders')
    .where('order_code', '=', orderCode)
    .execute();
}
