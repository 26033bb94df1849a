import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SortKey, SortOrder } from '@my-account/contract/photos';
import type { Database } from '../../platform/database/schema.ts';
import type { PhotoRow } from '../photo-management/photo-management.public.ts';
import type { AlbumPhotosTable } from './albums.tables.ts';

/*
 * The photos in albums. Adding copies the photos' sort values from photo-management's table and
 * a page joins it: the two reads across modules decision 0130 allows, so that album pages walk
 * one index.
 */

/**
 * Takes the photos of one owner out of the album (a participant leaving a shared album takes
 * theirs along); runs in the caller's transaction.
 */
export async function removeOwnerPhotosFromAlbum(
  db: Kysely<Database> | Transaction<Database>,
  albumId: string,
  photoOwnerId: string,
): Promise<void> {
  await db
    .deleteFrom('albums_photos')
    .where('album_id', '=', albumId)
    .where('photo_owner_id', '=', photoOwnerId)
    .execute();
}

export type AlbumPhotoRow = Selectable<AlbumPhotosTable>;

/** Puts photos of any owner into the album as given (legacy shared albums, demo data). */
export async function insertAlbumPhotoRows(
  trx: Transaction<Database>,
  rows: readonly AlbumPhotoRow[],
): Promise<void> {
  if (rows.length > 0) {
    await trx
      .insertInto('albums_photos')
      .values([...rows])
      .execute();
  }
}

/** Adds the owner's photos of `ids` to the album; those already in it stay as they were. */
export async function insertAlbumPhotos(
  trx: Transaction<Database>,
  albumId: string,
  ownerId: string,
  ids: readonly string[],
  now: string,
): Promise<void> {
  await trx
    .insertInto('albums_photos')
    .columns([
      'album_id',
      'photo_id',
      'photo_owner_id',
      'added_at',
      'photo_created_at',
      'photo_taken_sort',
    ])
    .expression((eb) =>
      eb
        .selectFrom('photo_management_photos')
        .select((photo) => [
          photo.val(albumId).as('album_id'),
          'id',
          'owner_id',
          photo.val(now).as('added_at'),
          'created_at',
          'taken_sort',
        ])
        .where('owner_id', '=', ownerId)
        .where('id', 'in', [...ids]),
    )
    .onConflict((conflict) => conflict.columns(['album_id', 'photo_id']).doNothing())
    .execute();
}

export async function deleteAlbumPhotos(
  trx: Transaction<Database>,
  albumId: string,
  ids: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom('albums_photos')
    .where('album_id', '=', albumId)
    .where('photo_id', 'in', [...ids])
    .execute();
}

export interface AlbumPhotoCursor {
  value: string;
  id: string;
}

export interface AlbumPhotoPageRequest {
  albumId: string;
  sortKey: SortKey;
  sortOrder: SortOrder;
  after: AlbumPhotoCursor | undefined;
  limit: number;
}

/**
 * A page of the album's photos in keyset order on the copied sort value and the photo id:
 * 'created' is when the photo entered the library, 'dateTaken' its taken_sort.
 */
export async function listAlbumPhotoPage(
  db: Kysely<Database>,
  page: AlbumPhotoPageRequest,
): Promise<PhotoRow[]> {
  const column =
    page.sortKey === 'created'
      ? 'albums_photos.photo_created_at'
      : 'albums_photos.photo_taken_sort';
  const beyond = page.sortOrder === 'desc' ? '<' : '>';
  const beyondOrAt = page.sortOrder === 'desc' ? '<=' : '>=';
  let query = db
    .selectFrom('albums_photos')
    .innerJoin('photo_management_photos', 'photo_management_photos.id', 'albums_photos.photo_id')
    .selectAll('photo_management_photos')
    .where('albums_photos.album_id', '=', page.albumId);
  const after = page.after;
  if (after) {
    query = query.where((eb) =>
      eb.and([
        eb(column, beyondOrAt, after.value),
        eb.or([eb(column, beyond, after.value), eb('albums_photos.photo_id', beyond, after.id)]),
      ]),
    );
  }
  return query
    .orderBy(column, page.sortOrder)
    .orderBy('albums_photos.photo_id', page.sortOrder)
    .limit(page.limit)
    .execute();
}
