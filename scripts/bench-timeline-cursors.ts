import { PHOTOS_PAGE_SIZE } from '@my-account/contract/photos';

/**
 * The cursors of a month at every depth: walks it PHOTOS_PAGE_SIZE photos at a time through the
 * API and keeps each next-page cursor (a cursor names a position, whatever page size follows).
 */
export async function monthPageCursors(monthUrl: string, token: string): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const url = new URL(monthUrl);
    url.searchParams.set('limit', String(PHOTOS_PAGE_SIZE));
    if (cursor) {
      url.searchParams.set('cursor', cursor);
    }
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) {
      throw new Error(`${url.pathname} answered ${response.status}`);
    }
    const page = (await response.json()) as { cursor: string | null };
    cursor = page.cursor;
    if (cursor) {
      cursors.push(encodeURIComponent(cursor));
    }
  } while (cursor);
  return cursors;
}
