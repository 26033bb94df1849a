import { ALBUMS_FIRST_PAGE_SIZE, ALBUMS_PAGE_SIZE } from '@my-account/contract/albums';

/**
 * Spec: the first album page is one smaller than the later ones (49, then 50), so the
 * 'New album' tile and the first page fill whole rows together.
 */
export function albumPageLimit(cursor: string | undefined): number {
  return cursor === undefined ? ALBUMS_FIRST_PAGE_SIZE : ALBUMS_PAGE_SIZE;
}

/** Splits ids into batches of at most `size` (album adds and removals go in batches). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) {
    throw new Error('Batch size must be at least 1');
  }
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/** The items of all loaded pages, in order. */
export function flattenPages<T, P>(
  pages: readonly P[] | undefined,
  pick: (page: P) => readonly T[],
): T[] {
  return (pages ?? []).flatMap((page) => [...pick(page)]);
}
