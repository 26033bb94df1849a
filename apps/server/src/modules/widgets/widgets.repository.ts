import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { WidgetsTable } from './widgets.tables.ts';

type Db = Kysely<Database>;
export type WidgetRow = Selectable<WidgetsTable>;

/** The customer's widget of a product code (the newest should the shop reuse a code). */
export async function findCustomerWidget(
  db: Db,
  customerId: string,
  productCode: string,
): Promise<WidgetRow | undefined> {
  return db
    .selectFrom('widgets_widgets')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('product_code', '=', productCode)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function findWidgetById(db: Db, id: string): Promise<WidgetRow | undefined> {
  return db.selectFrom('widgets_widgets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findWidgetByProduct(
  db: Db,
  productId: string,
): Promise<WidgetRow | undefined> {
  return db
    .selectFrom('widgets_widgets')
    .selectAll()
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** The customer's widgets, newest first; only those of these product codes when given. */
export async function listCustomerWidgets(
  db: Db,
  customerId: string,
  productCodes: readonly string[] | undefined,
): Promise<WidgetRow[]> {
  let query = db
    .selectFrom('widgets_widgets')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (productCodes !== undefined) {
    if (productCodes.length === 0) {
      return [];
    }
    query = query.where('product_code', 'in', [...productCodes]);
  }
  return query.execute();
}

/** Inserts the widget unless the product has one already (a concurrent create). */
export async function insertWidget(db: Db, row: WidgetRow): Promise<void> {
  await db
    .insertInto('widgets_widgets')
    .values(row)
    .onConflict((conflict) => conflict.column('product_id').doNothing())
    .execute();
}

/** Deletes the widget and every share link of it, at once. */
export async function deleteWidget(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('widgets_shares').where('widget_id', '=', id).execute();
    await trx.deleteFrom('widgets_widgets').where('id', '=', id).execute();
  });
}

/** A new share link (its token's hash) and the widget's last share time. */
export async function insertShare(
  db: Db,
  share: { tokenHash: string; widgetId: string; customerId: string; at: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('widgets_shares')
      .values({
        token_hash: share.tokenHash,
        widget_id: share.widgetId,
        customer_id: share.customerId,
        created_at: share.at,
      })
      .execute();
    await trx
      .updateTable('widgets_widgets')
      .set({ last_shared_at: share.at })
      .where('id', '=', share.widgetId)
      .execute();
  });
}

/** The widget a share link's token hash opens; undefined once the widget is deleted. */
export async function findWidgetByShare(db: Db, tokenHash: string): Promise<WidgetRow | undefined> {
  return db
    .selectFrom('widgets_shares')
    .innerJoin('widgets_widgets', 'widgets_widgets.id', 'widgets_shares.widget_id')
    .selectAll('widgets_widgets')
    .where('widgets_shares.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Account deletion: the customer's widgets and share links; returns the widgets' ids. */
export async function deleteCustomerWidgetRows(
  db: Db,
  customerIds: readonly string[],
): Promise<string[]> {
  if (customerIds.length === 0) {
    return [];
  }
  return db.transaction().execute(async (trx) => {
    const ids = await trx
      .selectFrom('widgets_widgets')
      .select('id')
      .where((eb) =>
        eb.or([eb('customer_id', 'in', [...customerIds]), eb('owner_id', 'in', [...customerIds])]),
      )
      .execute();
    await trx
      .deleteFrom('widgets_shares')
      .where((eb) =>
        eb.or([
          eb('customer_id', 'in', [...customerIds]),
          ...(ids.length > 0
            ? [
                eb(
                  'widget_id',
                  'in',
                  ids.map((row) => row.id),
                ),
              ]
            : []),
        ]),
      )
      .execute();
    if (ids.length > 0) {
      await trx
        .deleteFrom('widgets_widgets')
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .execute();
    }
    return ids.map((row) => row.id);
  });
}

/** Takes back a share link whose mail could not be sent. */
export async function deleteShare(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('widgets_shares').where('token_hash', '=', tokenHash).execute();
}
