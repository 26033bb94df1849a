import { z } from 'zod';
import {
  PhotoSortKeySchema,
  SortOrderSchema,
  type PhotoSortKey,
  type SortOrder,
} from '@my-account/contract/photos';
import { badRequest } from '../../platform/http/http-error.ts';

/** Where a page ended: the last row's sort values and id (keyset paging). */
export interface PageCursor {
  sortKey: PhotoSortKey;
  sortOrder: SortOrder;
  /** The last row's month bucket (the flat list by date taken sorts by month first). */
  monthBucket: number;
  /** The last row's taken_sort, created_at or upload_end. */
  value: string;
  id: string;
}

const CursorSchema = z.object({
  k: PhotoSortKeySchema,
  o: SortOrderSchema,
  // year * 100 + month: bounded, so a forged cursor cannot overflow the integer column.
  m: z.number().int().min(0).max(999_912),
  v: z.string().max(64),
  i: z.string().max(100),
});

/**
 * Opaque to the app: base64url of the last row's sort values and id. Paging on values rather
 * than offsets keeps pages right while photos are added or deleted between requests.
 */
export function encodeCursor(cursor: PageCursor): string {
  const body: z.infer<typeof CursorSchema> = {
    k: cursor.sortKey,
    o: cursor.sortOrder,
    m: cursor.monthBucket,
    v: cursor.value,
    i: cursor.id,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The cursor, which must have been made for the same sort; 400 INVALID_CURSOR otherwise. */
export function decodeCursor(
  text: string,
  sortKey: PhotoSortKey,
  sortOrder: SortOrder,
): PageCursor {
  let parsed: z.infer<typeof CursorSchema>;
  try {
    parsed = CursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('The cursor is not one this server made', 'INVALID_CURSOR');
  }
  if (parsed.k !== sortKey || parsed.o !== sortOrder) {
    throw badRequest('The cursor belongs to another sort order', 'INVALID_CURSOR');
  }
  return { sortKey, sortOrder, monthBucket: parsed.m, value: parsed.v, id: parsed.i };
}
