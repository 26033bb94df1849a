/** From this viewer width on, the book shows two pages side by side (a spread). */
export const DOUBLE_PAGE_MIN_WIDTH = 900;

/** The pages shown together: one on phones, pairs (1-2, 3-4, ...) on wide screens. */
export interface Spread {
  first: number;
  last: number;
}

/** The spread that holds `page` (from 1) in a book of `pageCount` pages. */
export function spreadOf(page: number, pageCount: number, double: boolean): Spread {
  const clamped = Math.min(Math.max(page, 1), Math.max(pageCount, 1));
  const first = double ? clamped - ((clamped - 1) % 2) : clamped;
  const last = double ? Math.min(first + 1, pageCount) : first;
  return { first, last: Math.max(last, first) };
}

/** The first page of the spread after (`+1`) or before (`-1`) `spread`; undefined at the ends. */
export function turnedPage(
  spread: Spread,
  direction: 1 | -1,
  pageCount: number,
  double: boolean,
): number | undefined {
  const step = double ? 2 : 1;
  const next = spread.first + direction * step;
  return next >= 1 && next <= pageCount ? next : undefined;
}
