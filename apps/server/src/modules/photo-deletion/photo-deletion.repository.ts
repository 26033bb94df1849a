import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

export async function insertOrderDate(
  db: Kysely<Database>,
  row: { id: string; customerId: string; orderedAt: string },
): Promise<void> {
  await db
    .insertInto('photo_deletion_order_dates')
    .values({ id: row.id, customer_id: row.customerId, ordered_at: row.orderedAt })
    .execute();
}

export async function findLastOrderDate(
  db: Kysely<Database>,
  customerId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('photo_deletion_order_dates')
    .select('ordered_at')
    .where('customer_id', '=', customerId)
    .orderBy('ordered_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.ordered_at ?? null;
}

/** When the customer was first seen here; records `now` the first time. */
export async function firstSeenAt(
  db: Kysely<Database>,
  customerId: string,
  now: string,
): Promise<string> {
  await db
    .insertInto('photo_deletion_first_seen')
    .values({ customer_id: customerId, first_seen_at: now })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('photo_deletion_first_seen')
    .select('first_seen_at')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.first_seen_at;
}

/** Account deletion: the customer's order dates and when they were first seen. */
export async function deleteOrderHistory(db: Kysely<Database>, customerId: string): Promise<void> {
  await db.deleteFrom('photo_deletion_order_dates').where('customer_id', '=', customerId).execute();
  await db.deleteFrom('photo_deletion_first_seen').where('customer_id', '=', customerId).execute();
}
