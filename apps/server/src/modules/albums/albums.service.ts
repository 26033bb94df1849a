import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ALBUM_ERROR_CODES,
  ALBUMS_FIRST_PAGE_SIZE,
  ALBUMS_PAGE_SIZE,
  type Album,
  type AlbumList,
  type AlbumListQuery,
  type CreatedAlbum,
  type AlbumPhotosQuery,
} from '@my-account/contract/albums';
import type { PhotoPage } from '@my-account/contract/photos';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import {
  countOwnedPhotos,
  type ImageUrlBase,
} from '../photo-management/photo-management.public.ts';
import { decodeAlbumCursor, nextAlbumCursor } from './album-cursor.ts';
import { albumPhotoPage, toAlbums } from './album-view.ts';
import type { AlbumDeps } from './albums.deps.ts';
import { deleteAlbumPhotos, insertAlbumPhotos } from './album-photos.repository.ts';
import {
  countAlbumsOfOwner,
  deleteAlbumRow,
  findAlbumSummary,
  insertAlbum,
  listOwnAlbums,
  touchOwnAlbum,
  type AlbumSummaryRow,
} from './albums.repository.ts';

/** For photo-management's `GET /users` (the app hands it in): every album the customer owns. */
export async function countOwnAlbums(db: Kysely<Database>, ownerId: string): Promise<number> {
  return countAlbumsOfOwner(db, ownerId);
}

const readOnly = (): HttpError =>
  new HttpError(409, ALBUM_ERROR_CODES.sharedAlbumReadOnly, 'Shared albums are read-only');

/** The caller's own album; 404 for albums that are missing or someone else's alike. */
async function ownAlbum(deps: AlbumDeps, user: AuthUser, albumId: string) {
  const album = await findAlbumSummary(deps.db, albumId);
  if (!album || album.owner_id !== user.sub) {
    throw notFound('Album');
  }
  return album;
}

/** The caller's own album that may change: a (legacy) shared album is read-only. */
async function ownWritableAlbum(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
): Promise<AlbumSummaryRow> {
  const album = await ownAlbum(deps, user, albumId);
  if (album.isShared) {
    throw readOnly();
  }
  return album;
}

export async function createAlbum(
  deps: AlbumDeps,
  user: AuthUser,
  name: string,
): Promise<CreatedAlbum> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await insertAlbum(deps.db, {
    id,
    owner_id: user.sub,
    name,
    created_at: now,
    updated_at: now,
  });
  return { albumId: id };
}

export async function renameAlbum(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
  name: string,
): Promise<void> {
  await ownWritableAlbum(deps, user, albumId);
  if (!(await touchOwnAlbum(deps.db, user.sub, albumId, { name, updated_at: nowIso() }))) {
    throw notFound('Album'); // deleted meanwhile
  }
}

/** Deletes the album; for an own shared album this ends it for every participant too. */
export async function deleteAlbum(deps: AlbumDeps, user: AuthUser, albumId: string): Promise<void> {
  await ownAlbum(deps, user, albumId);
  await deleteAlbumRow(deps.db, albumId);
}

export async function getAlbum(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
  base: ImageUrlBase,
): Promise<Album> {
  const album = await ownAlbum(deps, user, albumId);
  const [view] = await toAlbums(deps, [album], base, 'own');
  if (!view) {
    throw notFound('Album');
  }
  return view;
}

/**
 * The caller's albums, newest first: the first page holds one fewer than the rest (the 'New
 * album' tile takes its place), so without a cursor the default limit is 49, after it 50.
 */
export async function listAlbums(
  deps: AlbumDeps,
  user: AuthUser,
  query: AlbumListQuery,
  base: ImageUrlBase,
): Promise<AlbumList> {
  const after = query.cursor ? decodeAlbumCursor(query.cursor) : undefined;
  const limit = query.limit ?? (after ? ALBUMS_PAGE_SIZE : ALBUMS_FIRST_PAGE_SIZE);
  const rows = await listOwnAlbums(deps.db, {
    ownerId: user.sub,
    includeShared: query.displaySharedData === 'true',
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    albums: await toAlbums(deps, page, base, 'own'),
    cursor: nextAlbumCursor(rows.length > limit, page[page.length - 1]),
  };
}

export async function getAlbumPhotos(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
  query: AlbumPhotosQuery,
  base: ImageUrlBase,
): Promise<PhotoPage> {
  const album = await ownAlbum(deps, user, albumId);
  return albumPhotoPage(deps, album, query, base);
}

/**
 * Adds photos of the caller to their album: 404 when the album or any photo is not theirs
 * (nothing is added then); photos already in the album stay as they were.
 */
export async function addAlbumPhotos(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
  photoIds: readonly string[],
): Promise<void> {
  await ownWritableAlbum(deps, user, albumId);
  const unique = [...new Set(photoIds)];
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await touchOwnAlbum(trx, user.sub, albumId, { updated_at: now }))) {
      throw notFound('Album');
    }
    if ((await countOwnedPhotos(trx, user.sub, unique)) !== unique.length) {
      throw notFound('Photo');
    }
    await insertAlbumPhotos(trx, albumId, user.sub, unique, now);
  });
}

/** Takes photos out of the caller's album (not out of the library); ids not in it are fine. */
export async function removeAlbumPhotos(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
  photoIds: readonly string[],
): Promise<void> {
  await ownWritableAlbum(deps, user, albumId);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await touchOwnAlbum(trx, user.sub, albumId, { updated_at: nowIso() }))) {
      throw notFound('Album');
    }
    await deleteAlbumPhotos(trx, albumId, [...new Set(photoIds)]);
  });
}

const nowIso = (): string => new Date().toISOString();
