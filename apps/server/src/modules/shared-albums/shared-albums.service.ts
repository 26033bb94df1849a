import {
  SHARED_ALBUMS_PAGE_SIZE,
  type SharedAlbumDetail,
  type SharedAlbumList,
  type SharedAlbumParticipants,
  type SharedAlbumsSummary,
} from '@my-account/contract/shared-albums';
import type { AlbumPhotosQuery } from '@my-account/contract/albums';
import type { PhotoPage } from '@my-account/contract/photos';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { notFound } from '../../platform/http/http-error.ts';
import {
  albumPhotoPage,
  decodeAlbumCursor,
  deleteAlbumRow,
  findAlbumSummaries,
  nextAlbumCursor,
  toAlbums,
  type AlbumDeps,
} from '../albums/albums.public.ts';
import type { ImageUrlBase } from '../photo-management/photo-management.public.ts';
import {
  countSharing,
  findSharedAlbum,
  isParticipant,
  leaveSharedAlbum,
  listParticipants,
  listSharedWithMeIds,
  type SharedAlbumRow,
} from './shared-albums.repository.ts';

type Role = 'owner' | 'participant';

/** The shared album and the caller's part in it; 404 unless they own it or take part. */
async function sharedAlbumFor(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
): Promise<{ album: SharedAlbumRow; role: Role }> {
  const album = await findSharedAlbum(deps.db, albumId);
  if (album?.owner_id === user.sub) {
    return { album, role: 'owner' };
  }
  if (album && (await isParticipant(deps.db, albumId, user.sub))) {
    return { album, role: 'participant' };
  }
  throw notFound('Shared album');
}

/** Albums others shared with the caller, newest first, 50 a page. */
export async function listSharedWithMe(
  deps: AlbumDeps,
  user: AuthUser,
  query: { cursor?: string | undefined; limit?: number | undefined },
  base: ImageUrlBase,
): Promise<SharedAlbumList> {
  const after = query.cursor ? decodeAlbumCursor(query.cursor) : undefined;
  const limit = query.limit ?? SHARED_ALBUMS_PAGE_SIZE;
  const ids = await listSharedWithMeIds(deps.db, user.sub, after, limit + 1);
  const page = await findAlbumSummaries(deps.db, ids.slice(0, limit));
  return {
    albums: await toAlbums(deps, page, base, 'sharedWithMe'),
    cursor: nextAlbumCursor(ids.length > limit, page[page.length - 1]),
  };
}

/**
 * readAlbumsCount: albums others shared with the caller; grantedAlbumsCount: the caller's albums
 * shared with others. created/updated: the first and latest change to that sharing (now, with none).
 */
export async function getSharingSummary(
  deps: AlbumDeps,
  user: AuthUser,
): Promise<SharedAlbumsSummary> {
  const counts = await countSharing(deps.db, user.sub);
  const now = new Date().toISOString();
  return {
    readAlbumsCount: counts.readAlbumsCount,
    grantedAlbumsCount: counts.grantedAlbumsCount,
    created: counts.first ?? now,
    updated: counts.last ?? now,
  };
}

export async function getSharedAlbum(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
  base: ImageUrlBase,
): Promise<SharedAlbumDetail> {
  const { album } = await sharedAlbumFor(deps, user, albumId);
  const [view] = await toAlbums(deps, [album], base, 'sharedWithMe');
  if (!view) {
    throw notFound('Shared album');
  }
  return {
    ...view,
    ownerId: album.owner_id,
    owner: { userId: album.owner_id, email: album.ownerEmail },
  };
}

/**
 * The owner sees every participant; a participant sees only their own entry (the others'
 * addresses are the owner's to see; the app shows a participant the owner's e-mail instead).
 */
export async function getParticipants(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
): Promise<SharedAlbumParticipants> {
  const { role } = await sharedAlbumFor(deps, user, albumId);
  const rows = await listParticipants(deps.db, albumId);
  const visible = role === 'owner' ? rows : rows.filter((row) => row.user_id === user.sub);
  return {
    participants: visible.map((row) => ({
      userId: row.user_id ?? row.participant_id,
      email: row.email,
    })),
  };
}

export async function getSharedAlbumPhotos(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
  query: AlbumPhotosQuery,
  base: ImageUrlBase,
): Promise<PhotoPage> {
  const { album } = await sharedAlbumFor(deps, user, albumId);
  return albumPhotoPage(deps, album, query, base);
}

/** The owner deletes the album for everybody; a participant leaves it, taking their photos. */
export async function deleteSharedAlbum(
  deps: AlbumDeps,
  user: AuthUser,
  albumId: string,
): Promise<void> {
  const { role } = await sharedAlbumFor(deps, user, albumId);
  if (role === 'owner') {
    await deleteAlbumRow(deps.db, albumId);
  } else {
    await leaveSharedAlbum(deps.db, albumId, user.sub);
  }
}
