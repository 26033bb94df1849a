import {
  TIMELINE_PAGE_SIZE,
  UNKNOWN_DATE_MONTH,
  UNKNOWN_DATE_YEAR,
  type SortOrder,
  type TimelineMonthCount,
} from '@my-account/contract/photos';

/**
 * The timeline is one list of rows over all months: a heading row per month, then rows of
 * square tiles. Every row's height is known from the month counts and the pages asked for, so
 * the page never jumps while photos load, and a virtualizer renders only rows near the viewport.
 */

export type MonthKey = `${number}-${number}`;

export function monthKey(year: number, month: number): MonthKey {
  return `${year}-${month}`;
}

export function isUnknownMonth(year: number, month: number): boolean {
  return year === UNKNOWN_DATE_YEAR && month === UNKNOWN_DATE_MONTH;
}

/**
 * The months in the order the timeline shows them, and the one order the preview and Shift-click
 * ranges follow too. The counts come newest first with Unknown Date last; an oldest-first sort
 * shows the oldest month first and keeps Unknown Date last (decision 0097).
 */
export function monthsInDisplayOrder<T extends { year: number; month: number }>(
  months: readonly T[],
  sortOrder: SortOrder,
): readonly T[] {
  if (sortOrder === 'desc') {
    return months;
  }
  const known = months.filter((entry) => !isUnknownMonth(entry.year, entry.month));
  const unknown = months.filter((entry) => isUnknownMonth(entry.year, entry.month));
  known.sort((a, b) => a.year - b.year || a.month - b.month);
  return [...known, ...unknown];
}

export interface TimelineGrid {
  columns: number;
  tileSize: number;
  gap: number;
  headerHeight: number;
}

const SMALL_WIDTH = 575;

/**
 * Zoom levels, smallest photos first. Phones choose a column count (the screen is too narrow
 * for a pixel target to give whole columns); wider screens a target tile size, as many tiles of
 * about that size as fit. The default is the middle level: four columns on a phone, ~128 px
 * tiles elsewhere (decision 0264).
 */
export const ZOOM_LEVELS = 5;
export const DEFAULT_ZOOM = 2;
const PHONE_COLUMNS = [6, 5, 4, 3, 2] as const;
const TARGET_TILES = [88, 104, 128, 168, 224] as const;

export function clampZoom(level: number): number {
  return Math.min(ZOOM_LEVELS - 1, Math.max(0, Math.round(level)));
}

/** The square grid for a content width and a zoom level: it fills the width exactly. */
export function gridForWidth(width: number, zoom: number = DEFAULT_ZOOM): TimelineGrid {
  const safeWidth = Math.max(width, 240);
  const level = clampZoom(zoom);
  if (safeWidth < SMALL_WIDTH) {
    const gap = 2;
    const columns = PHONE_COLUMNS[level] ?? 4;
    return {
      columns,
      gap,
      tileSize: (safeWidth - gap * (columns - 1)) / columns,
      headerHeight: 40,
    };
  }
  const gap = 4;
  const target = TARGET_TILES[level] ?? 128;
  const columns = Math.max(2, Math.floor((safeWidth + gap) / (target + gap)));
  return {
    columns,
    gap,
    tileSize: (safeWidth - gap * (columns - 1)) / columns,
    headerHeight: 44,
  };
}

/** Tiles a month shows: the pages asked for (at least the first), never more than it holds. */
export function displayedTileCount(count: number, pagesRequested: number): number {
  return Math.min(count, Math.max(1, pagesRequested) * TIMELINE_PAGE_SIZE);
}

export interface MonthLayoutInput extends TimelineMonthCount {
  pagesRequested: number;
}

export type TimelineRow =
  | { kind: 'header'; key: MonthKey; year: number; month: number; size: number }
  | {
      kind: 'tiles';
      key: MonthKey;
      year: number;
      month: number;
      /** Index in the month of the row's first tile, and one past its last. */
      from: number;
      to: number;
      size: number;
    };

export function buildTimelineRows(
  months: readonly MonthLayoutInput[],
  grid: TimelineGrid,
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  const rowSize = grid.tileSize + grid.gap;
  for (const entry of months) {
    if (entry.count <= 0) {
      continue;
    }
    const key = monthKey(entry.year, entry.month);
    const { year, month } = entry;
    rows.push({ kind: 'header', key, year, month, size: grid.headerHeight });
    const tiles = displayedTileCount(entry.count, entry.pagesRequested);
    for (let from = 0; from < tiles; from += grid.columns) {
      rows.push({
        kind: 'tiles',
        key,
        year,
        month,
        from,
        to: Math.min(tiles, from + grid.columns),
        size: rowSize,
      });
    }
  }
  return rows;
}

/** Start offset of every row plus the total height (the last element). */
export function rowOffsets(rows: readonly TimelineRow[]): number[] {
  const offsets = new Array<number>(rows.length + 1);
  let offset = 0;
  rows.forEach((row, index) => {
    offsets[index] = offset;
    offset += row.size;
  });
  offsets[rows.length] = offset;
  return offsets;
}

/** The months with at least one row overlapping [start, end), in timeline order. */
export function monthsInRange(
  rows: readonly TimelineRow[],
  offsets: readonly number[],
  start: number,
  end: number,
): MonthKey[] {
  const keys: MonthKey[] = [];
  // Binary search for the first row ending after `start`.
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle + 1] ?? 0) <= start) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  for (let index = low; index < rows.length && (offsets[index] ?? 0) < end; index += 1) {
    const row = rows[index];
    if (row && keys.at(-1) !== row.key) {
      keys.push(row.key);
    }
  }
  return keys;
}

/**
 * Browsers cap an element's height (about 16.7M px in Firefox, 33.5M in Chromium). Past this
 * height the timeline scrolls a shorter spacer and maps its scroll offset onto the full
 * layout, so every row stays reachable.
 */
export const MAX_SCROLL_HEIGHT = 8_000_000;

export interface ScrollScale {
  /** Height of the element in the page. */
  realHeight: number;
  /** Virtual pixels per real pixel of scrolling (1 below the cap). */
  ratio: number;
}

export function scrollScale(totalHeight: number, viewportHeight: number): ScrollScale {
  if (totalHeight <= MAX_SCROLL_HEIGHT) {
    return { realHeight: totalHeight, ratio: 1 };
  }
  const viewport = Math.min(viewportHeight, MAX_SCROLL_HEIGHT / 2);
  return {
    realHeight: MAX_SCROLL_HEIGHT,
    ratio: (totalHeight - viewport) / (MAX_SCROLL_HEIGHT - viewport),
  };
}

/** Window scroll offset -> offset in the full layout (`margin` = where the timeline starts). */
export function toVirtualOffset(real: number, scale: ScrollScale, margin: number): number {
  if (real <= margin) {
    return real;
  }
  return margin + (real - margin) * scale.ratio;
}

export function toRealOffset(virtual: number, scale: ScrollScale, margin: number): number {
  if (virtual <= margin) {
    return virtual;
  }
  return margin + (virtual - margin) / scale.ratio;
}

/**
 * Where a row sits inside the (shorter) spacer: shifted so that rows near the virtual offset
 * appear in the viewport. Identical to `start` when the layout fits.
 */
export function realRowTop(
  start: number,
  realScroll: number,
  scale: ScrollScale,
  margin: number,
): number {
  if (scale.ratio === 1) {
    return start - margin;
  }
  const realInside = Math.max(0, realScroll - margin);
  const virtualInside = realInside * scale.ratio;
  return start - margin - virtualInside + realInside;
}
