import type { Kysely } from 'kysely';
import type { PhotoSortKey, SortOrder } from '@my-account/contract/photos';
import type { ReadRows } from '../../platform/database/create-database.ts';
import type { Database } from '../../platform/database/schema.ts';
import { queryByShape, type QueryValues } from '../../platform/database/query-by-shape.ts';
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

/** What decides a page query's SQL; the rest are its values. */
interface PageShape {
  sortKey: PhotoSortKey;
  sortOrder: SortOrder;
  /** One month (the timeline) rather than the whole library. */
  month: boolean;
  /** A page after a cursor rather than the first. */
  after: boolean;
}

interface PageValues extends QueryValues {
  ownerId: string;
  monthBucket: number;
  afterValue: string;
  afterId: string;
  afterMonthBucket: number;
  limit: number;
}

/**
 * One page in keyset order: (taken_sort | created_at | upload_end, id) within a month; the flat list by date
 * taken goes month by month first, like the timeline. Comparisons are spelled out rather than as
 * row values, so both SQLite and PostgreSQL walk the index range. A month page runs often and
 * reads few rows: its query is built once per shape (`queryByShape`, decision 0304) and, on
 * SQLite, read on the reader thread, off the event loop (`readRows`, decision 0305).
 */
export function listPhotoPage(
  database: { db: Kysely<Database>; readRows: ReadRows },
  page: PageRequest,
): Promise<ListedPhotoRow[]> {
  return database.readRows(photoPageQuery(database.db, page));
}

/** The compiled query of `listPhotoPage`, for its plan to be checked (photo-timeline-plan.test.ts). */
export function photoPageQuery(db: Kysely<Database>, page: PageRequest) {
  return pageQuery(db, shapeOf(page), {
    ownerId: page.ownerId,
    monthBucket: page.monthBucket ?? 0,
    afterValue: page.after?.value ?? '',
    afterId: page.after?.id ?? '',
    afterMonthBucket: page.after?.monthBucket ?? 0,
    limit: page.limit,
  });
}

const shapeOf = (page: PageRequest): PageShape => ({
  sortKey: page.sortKey,
  sortOrder: page.sortOrder,
  month: page.monthBucket !== undefined,
  after: page.after !== undefined,
});

function buildPageQuery(db: Kysely<Database>, shape: PageShape, values: PageValues) {
  const column = SORT_COLUMNS[shape.sortKey];
  const byMonthFirst = !shape.month && shape.sortKey === 'dateTaken';
  const beyond = shape.sortOrder === 'desc' ? '<' : '>';
  const beyondOrAt = shape.sortOrder === 'desc' ? '<=' : '>=';
  let query = db
    .selectFrom(PHOTOS)
    .select(LISTED_PHOTO_COLUMNS)
    .where('owner_id', '=', values.ownerId);
  if (shape.month) {
    query = query.where('month_bucket', '=', values.monthBucket);
  }
  if (shape.after) {
    query = query.where((eb) => {
      const withinValue = eb.and([
        eb(column, beyondOrAt, values.afterValue),
        eb.or([eb(column, beyond, values.afterValue), eb('id', beyond, values.afterId)]),
      ]);
      if (!byMonthFirst) {
        return withinValue;
      }
      return eb.and([
        eb('month_bucket', beyondOrAt, values.afterMonthBucket),
        eb.or([
          eb('month_bucket', beyond, values.afterMonthBucket),
          eb.and([eb('month_bucket', '=', values.afterMonthBucket), withinValue]),
        ]),
      ]);
    });
  }
  if (byMonthFirst) {
    query = query.orderBy('month_bucket', shape.sortOrder);
  }
  return query.orderBy(column, shape.sortOrder).orderBy('id', shape.sortOrder).limit(values.limit);
}

const pageQuery = queryByShape({
  key: (shape: PageShape) =>
    `${shape.sortKey} ${shape.sortOrder} ${shape.month ? 'month' : 'library'} ${shape.after ? 'after' : 'first'}`,
  build: buildPageQuery,
});
