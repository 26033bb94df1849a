import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

export interface SharedAlbumPhotoRef {
  photoId: string;
  ownerId: string;
}

/** True when the caller owns the shared album or takes part in it. */
export async function canReadSharedAlbum(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('shared_albums')
    .innerJoin('albums', 'albums.id', 'shared_albums.album_id')
    .select('albums.id')
    .where('shared_albums.album_id', '=', albumId)
    .where((eb) =>
      eb.or([
        eb('albums.owner_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('shared_albums_participants')
            .select('shared_albums_participants.album_id')
            .whereRef('shared_albums_participants.album_id', '=', 'shared_albums.album_id')
            .where('shared_albums_participants.user_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * For other modules (downloads from a shared album): true only when the caller owns or takes
 * part in the shared album and every photo, with that owner, is in it.
 */
export async function readableSharedAlbumPhotos(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  photos: SharedAlbumPhotoRef[],
): Promise<boolean> {
  if (!(await canReadSharedAlbum(db, userId, albumId))) {
    return false;
  }
  const wanted = new Map(photos.map((photo) => [photo.photoId, photo.ownerId]));
  if (wanted.size === 0) {
    return true;
  }
  const found = await db
    .selectFrom('albums_photos')
    .select(['photo_id', 'photo_owner_id'])
    .where('album_id', '=', albumId)
    .where('photo_id', 'in', [...wanted.keys()])
    .execute();
  // A photo named twice with two different owners cannot match both.
  const distinctPairs = new Set(photos.map((photo) => `${photo.photoId}\n${photo.ownerId}`));
  return (
    distinctPairs.size === wanted.size &&
    found.length === wanted.size &&
    found.every((row) => wanted.get(row.photo_id) === row.photo_owner_id)
  );
}
