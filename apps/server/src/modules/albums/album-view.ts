import type { Album } from '@my-account/contract/albums';
import type { AlbumPhotosQuery } from '@my-account/contract/albums';
import type { PhotoPage, Photo } from '@my-account/contract/photos';
import { PHOTOS_PAGE_SIZE } from '@my-account/contract/photos';
import {
  decodeCursor,
  encodeCursor,
  findPhotosByIds,
  toPhoto,
  type ImageUrlBase,
  type PhotoRow,
} from '../photo-management/photo-management.public.ts';
import type { AlbumDeps } from './albums.deps.ts';
import { listAlbumPhotoPage } from './album-photos.repository.ts';
import type { AlbumSummaryRow } from './albums.repository.ts';

/** How the album names its customer: own albums say userId, albums shared with me ownerId. */
export type AlbumPerspective = 'own' | 'sharedWithMe';

/**
 * The contract's Albums for summary rows, covers signed for their owners (so a participant can
 * see the photos of others in a shared album). Photos of shared albums carry ownerId.
 */
export async function toAlbums(
  deps: AlbumDeps,
  rows: readonly AlbumSummaryRow[],
  base: ImageUrlBase,
  perspective: AlbumPerspective,
): Promise<Album[]> {
  const coverIds = rows.flatMap((row) => (row.coverPhotoId ? [row.coverPhotoId] : []));
  const covers = new Map((await findPhotosByIds(deps.db, coverIds)).map((row) => [row.id, row]));
  const signer = await deps.signer();
  return rows.map((row) => {
    const cover = row.coverPhotoId ? covers.get(row.coverPhotoId) : undefined;
    return {
      albumId: row.id,
      albumName: row.name,
      coverPhoto: cover ? photoOf(cover, row.isShared, signer, base) : null,
      photosCount: row.photosCount,
      created: row.created_at,
      updated: row.updated_at,
      isShared: row.isShared,
      ...(perspective === 'own' ? { userId: row.owner_id } : { ownerId: row.owner_id }),
    };
  });
}

function photoOf(
  row: PhotoRow,
  shared: boolean,
  signer: Awaited<ReturnType<AlbumDeps['signer']>>,
  base: ImageUrlBase,
): Photo {
  const photo = toPhoto(row, signer, base);
  return shared ? { ...photo, ownerId: row.owner_id } : photo;
}

/** A page of an album's photos (created descending unless asked otherwise). */
export async function albumPhotoPage(
  deps: AlbumDeps,
  album: Pick<AlbumSummaryRow, 'id' | 'isShared'>,
  query: AlbumPhotosQuery,
  base: ImageUrlBase,
): Promise<PhotoPage> {
  const sortKey = query.sortKey ?? 'created';
  const sortOrder = query.sortOrder ?? 'desc';
  const limit = query.limit ?? PHOTOS_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, sortKey, sortOrder) : undefined;
  // One row more than asked tells whether another page follows.
  const rows = await listAlbumPhotoPage(deps.db, {
    albumId: album.id,
    sortKey,
    sortOrder,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const cursor =
    rows.length > limit && last
      ? encodeCursor({
          sortKey,
          sortOrder,
          monthBucket: 0,
          value: sortKey === 'created' ? last.created_at : last.taken_sort,
          id: last.id,
        })
      : null;
  const signer = await deps.signer();
  return { cursor, images: page.map((row) => photoOf(row, album.isShared, signer, base)) };
}
