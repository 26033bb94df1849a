import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { PhotoRow } from './photos.repository.ts';

/*
 * Reads of the photo records that other modules ask for through photo-management.public.ts:
 * album covers, export chunks, the photos the demo albums are made of.
 */

/** Photo rows by id (covers), whoever owns them. */
export async function findPhotosByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<PhotoRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('photo_management_photos')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

const PAGE = 500;

/**
 * Every photo of the owner in (created_at, id) order, a page at a time (keyset, on the
 * photos' created index): memory stays flat whatever the size of the library.
 */
export async function* iterateOwnerPhotos(
  db: Kysely<Database>,
  ownerId: string,
): AsyncGenerator<PhotoRow> {
  let after: { created: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('photo_management_photos')
      .selectAll()
      .where('owner_id', '=', ownerId);
    if (after) {
      const { created, id } = after;
      query = query.where((eb) =>
        eb.and([
          eb('created_at', '>=', created),
          eb.or([eb('created_at', '>', created), eb('id', '>', id)]),
        ]),
      );
    }
    const rows = await query.orderBy('created_at').orderBy('id').limit(PAGE).execute();
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) {
      return;
    }
    after = { created: last.created_at, id: last.id };
  }
}

/** Ids of the owner's photos, most recently taken first (then by id). */
export async function listNewestPhotoIds(
  db: Kysely<Database>,
  ownerId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('photo_management_photos')
    .select('id')
    .where('owner_id', '=', ownerId)
    .orderBy('taken_sort', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
