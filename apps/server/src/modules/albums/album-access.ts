import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

/**
 * For other modules (downloads of an album): true only when the album is the caller's own and
 * every one of the photos is in it. Another customer's album answers false, like a missing one.
 */
export async function albumContainsPhotos(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  photoIds: string[],
): Promise<boolean> {
  const album = await db
    .selectFrom('albums')
    .select('id')
    .where('id', '=', albumId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (!album) {
    return false;
  }
  const unique = [...new Set(photoIds)];
  if (unique.length === 0) {
    return true;
  }
  const found = await db
    .selectFrom('albums_photos')
    .select('photo_id')
    .where('album_id', '=', albumId)
    .where('photo_id', 'in', unique)
    .execute();
  return found.length === unique.length;
}
