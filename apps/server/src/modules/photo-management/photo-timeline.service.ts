import {
  PHOTOS_PAGE_SIZE,
  TIMELINE_PAGE_SIZE,
  type PageQuery,
  type Photo,
  type PhotoPage,
  type PhotoUserSummary,
  type TimelineCounts,
} from '@my-account/contract/photos';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { monthBucketOf, UNKNOWN_BUCKET } from './date-taken.ts';
import { decodeCursor, encodeCursor } from './photo-cursor.ts';
import type { CountAlbums, ImageUrlBase, PhotoManagementDeps } from './photo-management.deps.ts';
import { toPhoto } from './photo-view.ts';
import { countPhotos, countPhotosByMonth, findPhotoById } from './photos.repository.ts';
import { listPhotoPage, sortValueOf, type ListedPhotoRow } from './photo-pages.repository.ts';

/** Photos per month, newest month first and "Unknown Date" (January 1970) last. */
export async function getTimelineCounts(
  deps: PhotoManagementDeps,
  user: AuthUser,
): Promise<TimelineCounts> {
  const months = await countPhotosByMonth(deps.db, user.sub);
  const known = months.filter((month) => month.monthBucket !== UNKNOWN_BUCKET);
  const unknown = months.filter((month) => month.monthBucket === UNKNOWN_BUCKET);
  return {
    timeline: [...known, ...unknown].map(({ monthBucket, count }) => ({
      year: Math.floor(monthBucket / 100),
      month: monthBucket % 100,
      count,
    })),
  };
}

/** One page of a month (`year`/`month` on each photo's own clock). */
export async function getMonthPage(
  deps: PhotoManagementDeps,
  user: AuthUser,
  month: { year: number; month: number },
  query: PageQuery,
  base: ImageUrlBase,
): Promise<PhotoPage> {
  return getPage(
    deps,
    user,
    monthBucketOf(month.year, month.month),
    query,
    base,
    TIMELINE_PAGE_SIZE,
  );
}

/** One page of the whole library. */
export async function getPhotosPage(
  deps: PhotoManagementDeps,
  user: AuthUser,
  query: PageQuery,
  base: ImageUrlBase,
): Promise<PhotoPage> {
  return getPage(deps, user, undefined, query, base, PHOTOS_PAGE_SIZE);
}

async function getPage(
  deps: PhotoManagementDeps,
  user: AuthUser,
  monthBucket: number | undefined,
  query: PageQuery,
  base: ImageUrlBase,
  defaultLimit: number,
): Promise<PhotoPage> {
  const sortKey = query.sortKey ?? 'dateTaken';
  const sortOrder = query.sortOrder ?? 'desc';
  const limit = Math.min(query.limit ?? defaultLimit, PHOTOS_PAGE_SIZE);
  const after = query.cursor ? decodeCursor(query.cursor, sortKey, sortOrder) : undefined;
  // One row more than asked tells whether another page follows.
  const rows = await listPhotoPage(deps, {
    ownerId: user.sub,
    monthBucket,
    sortKey,
    sortOrder,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last: ListedPhotoRow | undefined = page[page.length - 1];
  const cursor =
    rows.length > limit && last
      ? encodeCursor({
          sortKey,
          sortOrder,
          monthBucket: last.month_bucket,
          value: sortValueOf(last, sortKey),
          id: last.id,
        })
      : null;
  const signer = await deps.signer();
  return { cursor, images: page.map((row) => toPhoto(row, signer, base)) };
}

/** One photo of the caller; 404 for photos that are not there or not theirs alike. */
export async function getPhoto(
  deps: PhotoManagementDeps,
  user: AuthUser,
  id: string,
  base: ImageUrlBase,
): Promise<Photo> {
  const row = await findPhotoById(deps.db, user.sub, id);
  if (!row) {
    throw notFound('Photo');
  }
  return toPhoto(row, await deps.signer(), base);
}

export async function getUserSummary(
  deps: PhotoManagementDeps,
  user: AuthUser,
  countAlbums: CountAlbums,
): Promise<PhotoUserSummary> {
  const [photosCount, albumsCount] = await Promise.all([
    countPhotos(deps.db, user.sub),
    countAlbums(user.sub),
  ]);
  return { photosCount, albumsCount };
}
