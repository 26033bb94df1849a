import type { Kysely } from 'kysely';
import type { PhotoSortKey, SortOrder } from '@my-account/contract/photos';
import type { Database } from '../../platform/database/schema.ts';
import type { PageCursor } from './photo-cursor.ts';
import type { PhotoRow } from './photos.repository.ts';

const PHOTOS = 'photo_management_photos';

/**
 * What a listed photo shows and its page's cursor needs: all of it is in the timeline's
 * covering index (migration 0061), so a month page by date taken never reads the table.
 */
export const LISTED_PHOTO_COLUMNS = [
  'id',
  'owner_id',
  'month_bucket',
  'taken_sort',
  'created_at',
  'upload_end',
  'file_name',
  'upload_id',
  'date_taken',
  'date_taken_offset',
  'width',
  'height',
  'thumbnails',
  'placeholder',
] as const satisfies readonly (keyof PhotoRow)[];
export type ListedPhotoRow = Pick<PhotoRow, (typeof LISTED_PHOTO_COLUMNS)[number]>;

export interface PageRequest {
  ownerId: string;
  /** One month (the timeline), or undefined for the flat list. */
  monthBucket: number | undefined;
  sortKey: PhotoSortKey;
  sortOrder: SortOrder;
  after: PageCursor | undefined;
  limit: number;
}

/** The column each sort key orders by (each has an index per owner and month). */
const SORT_COLUMNS = {
  created: 'created_at',
  dateTaken: 'taken_sort',
  uploaded: 'upload_end',
} as const satisfies Record<PhotoSortKey, keyof PhotoRow>;

/** A row's value of the sort key's column: what a page's cursor remembers. */
export function sortValueOf(row: ListedPhotoRow, sortKey: PhotoSortKey): string {
  return row[SORT_COLUMNS[sortKey]];
}

/**
 * One page in keyset order: (taken_sort | created_at | upload_end, id) within a month; the flat list by date
 * taken goes month by month first, like the timeline. Comparisons are spelled out rather than as
 * row values, so both SQLite and PostgreSQL walk the index range.
 */
export async function listPhotoPage(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<ListedPhotoRow[]> {
  return photoPageQuery(db, page).execute();
}

/** The query of `listPhotoPage`, for its plan to be checked (photo-timeline-plan.test.ts). */
export function photoPageQuery(db: Kysely<Database>, page: PageRequest) {
  const column = SORT_COLUMNS[page.sortKey];
  const byMonthFirst = page.monthBucket === undefined && page.sortKey === 'dateTaken';
  const beyond = page.sortOrder === 'desc' ? '<' : '>';
  const beyondOrAt = page.sortOrder === 'desc' ? '<=' : '>=';
  let query = db
    .selectFrom(PHOTOS)
    .select(LISTED_PHOTO_COLUMNS)
    .where('owner_id', '=', page.ownerId);
  if (page.monthBucket !== undefined) {
    query = query.where('month_bucket', '=', page.monthBucket);
  }
  const after = page.after;
  if (after) {
    query = query.where((eb) => {
      const withinValue = eb.and([
        eb(column, beyondOrAt, after.value),
        eb.or([eb(column, beyond, after.value), eb('id', beyond, after.id)]),
      ]);
      if (!byMonthFirst) {
        return withinValue;
      }
      return eb.and([
        eb('month_bucket', beyondOrAt, after.monthBucket),
        eb.or([
          eb('month_bucket', beyond, after.monthBucket),
          eb.and([eb('month_bucket', '=', after.monthBucket), withinValue]),
        ]),
      ]);
    });
  }
  if (byMonthFirst) {
    query = query.orderBy('month_bucket', page.sortOrder);
  }
  return query.orderBy(column, page.sortOrder).orderBy('id', page.sortOrder).limit(page.limit);
}
