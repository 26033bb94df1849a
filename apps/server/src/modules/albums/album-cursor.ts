import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/database/schema.ts';
import { badRequest } from '../../platform/http/http-error.ts';

/** Where a page of albums ended: the last album's creation time and id (keyset paging). */
export interface AlbumCursor {
  created: string;
  id: string;
}

const CursorSchema = z.object({ c: z.string().max(64), i: z.string().max(100) });

/** Opaque to the app: base64url of the last album's sort values. */
export function encodeAlbumCursor(cursor: AlbumCursor): string {
  return Buffer.from(JSON.stringify({ c: cursor.created, i: cursor.id })).toString('base64url');
}

/** The cursor after a page's last album when more follow, else null (the last page). */
export function nextAlbumCursor(
  more: boolean,
  last: { created_at: string; id: string } | undefined,
): string | null {
  return more && last ? encodeAlbumCursor({ created: last.created_at, id: last.id }) : null;
}

/** 400 INVALID_CURSOR for anything this server did not make. */
export function decodeAlbumCursor(text: string): AlbumCursor {
  try {
    const parsed = CursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { created: parsed.c, id: parsed.i };
  } catch {
    throw badRequest('The cursor is not one this server made', 'INVALID_CURSOR');
  }
}

/** The albums after the cursor in newest-first (created_at desc, id desc) keyset order. */
export function albumsAfter(
  after: AlbumCursor,
): (eb: ExpressionBuilder<Database, 'albums'>) => Expression<SqlBool> {
  return (eb) =>
    eb.and([
      eb('albums.created_at', '<=', after.created),
      eb.or([eb('albums.created_at', '<', after.created), eb('albums.id', '<', after.id)]),
    ]);
}
