import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

const COUNTS = 'photo_management_month_counts';

/**
 * Adds `delta` photos per month bucket to the owner's month counts. Call it in the transaction
 * that inserts or deletes the photos, so the counts never drift from the rows.
 */
export async function changeMonthCounts(
  db: Kysely<Database>,
  ownerId: string,
  deltas: ReadonlyMap<number, number>,
): Promise<void> {
  for (const [monthBucket, delta] of deltas) {
    if (delta > 0) {
      await db
        .insertInto(COUNTS)
        .values({ owner_id: ownerId, month_bucket: monthBucket, photo_count: delta })
        .onConflict((conflict) =>
          conflict.columns(['owner_id', 'month_bucket']).doUpdateSet((eb) => ({
            photo_count: eb(`${COUNTS}.photo_count`, '+', delta),
          })),
        )
        .execute();
    } else if (delta < 0) {
      await db
        .updateTable(COUNTS)
        .set((eb) => ({ photo_count: eb('photo_count', '-', -delta) }))
        .where('owner_id', '=', ownerId)
        .where('month_bucket', '=', monthBucket)
        .execute();
    }
  }
}

/** How many of the rows fall in each month bucket (+1 each, or -1 each with `sign` -1). */
export function bucketDeltas(
  rows: readonly { month_bucket: number }[],
  sign: 1 | -1,
): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const row of rows) {
    deltas.set(row.month_bucket, (deltas.get(row.month_bucket) ?? 0) + sign);
  }
  return deltas;
}

/**
 * The owner's months with photos, newest first. A library of 20 years has 240 of them: they come
 * back as one "bucket,count;..." string (`string_agg`, the same on SQLite 3.44+ and PostgreSQL)
 * because building a row object per month cost more than the query (decision 0287).
 */
export async function listMonthCounts(
  db: Kysely<Database>,
  ownerId: string,
): Promise<{ monthBucket: number; count: number }[]> {
  const row = await db
    .selectFrom(COUNTS)
    .select(
      sql<
        string | null
      >`string_agg(month_bucket || ',' || photo_count, ';' order by month_bucket desc)`.as(
        'months',
      ),
    )
    .where('owner_id', '=', ownerId)
    .where('photo_count', '>', 0)
    .executeTakeFirst();
  if (!row?.months) {
    return [];
  }
  return row.months.split(';').map((month) => {
    const comma = month.indexOf(',');
    return { monthBucket: Number(month.slice(0, comma)), count: Number(month.slice(comma + 1)) };
  });
}

export async function totalPhotoCount(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom(COUNTS)
    .select((eb) => eb.fn.sum<number | string | null>('photo_count').as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  // sum() is a number on SQLite and a string (or null) on PostgreSQL.
  return Number(row?.total ?? 0);
}
