import type { PhotoPage } from '@my-account/contract/photos';

/** A month holds at most this many pages of 500: a guard against a cursor that never ends. */
const MAX_PAGES = 1000;

/**
 * Every photo id of a month, page after page (`fetchPage(undefined)` is the first), in order.
 * Used by a month's "Select all", which must select the photos not loaded yet too.
 */
export async function collectMonthPhotoIds(
  fetchPage: (cursor: string | undefined) => Promise<PhotoPage>,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const page = await fetchPage(cursor);
    ids.push(...page.images.map((photo) => photo.imageId));
    if (!page.cursor || page.cursor === cursor) {
      return ids;
    }
    cursor = page.cursor;
  }
  return ids;
}
