import type { MonthKey, TimelineRow } from '@/features/photos/lib/timeline-layout';

/**
 * The keyboard model of the timeline grid (WAI-ARIA grid pattern, decision 0266). The grid is
 * one tab stop; what has focus inside it is a tile (a month's photo by its index in the month)
 * or a month's heading row (its "Select all"). Positions are kept by month and index, not by
 * row, so they survive a new column count (zoom, resize) and rows loading.
 */
export type GridFocus =
  | { kind: 'tile'; key: MonthKey; index: number }
  /** `column` is where the focus came from, so Up then Down lands in the same column. */
  | { kind: 'header'; key: MonthKey; column: number };

export interface GridKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export type GridCommand =
  /** Focus `to`; with `extend` (Shift), the selection grows to it. */
  | { type: 'move'; to: GridFocus; extend: boolean }
  /** Space or x: select or deselect the focused photo. */
  | { type: 'toggle' }
  /** Enter: open the focused photo in the preview ('+N' shows more instead). */
  | { type: 'open' }
  /** Escape: leave selection mode. */
  | { type: 'clear' }
  | { type: 'none' };

type TilesRow = Extract<TimelineRow, { kind: 'tiles' }>;

function isTiles(row: TimelineRow | undefined): row is TilesRow {
  return row?.kind === 'tiles';
}

/** The row holding `focus`, or -1 when it is no longer in the layout. */
export function rowIndexOf(rows: readonly TimelineRow[], focus: GridFocus): number {
  return rows.findIndex((row) =>
    focus.kind === 'header'
      ? row.kind === 'header' && row.key === focus.key
      : isTiles(row) && row.key === focus.key && focus.index >= row.from && focus.index < row.to,
  );
}

function columnOf(rows: readonly TimelineRow[], focus: GridFocus, rowIndex: number): number {
  if (focus.kind === 'header') {
    return focus.column;
  }
  const row = rows[rowIndex];
  return isTiles(row) ? focus.index - row.from : 0;
}

/** The position at `column` of the row (the row's last tile when it is shorter). */
export function focusAtRow(
  rows: readonly TimelineRow[],
  rowIndex: number,
  column: number,
): GridFocus | undefined {
  const row = rows[rowIndex];
  if (!row) {
    return undefined;
  }
  if (row.kind === 'header') {
    return { kind: 'header', key: row.key, column };
  }
  return { kind: 'tile', key: row.key, index: Math.min(row.from + column, row.to - 1) };
}

function firstTile(rows: readonly TimelineRow[], fromRow = 0, step = 1): GridFocus | undefined {
  for (let index = fromRow; index >= 0 && index < rows.length; index += step) {
    const row = rows[index];
    if (isTiles(row)) {
      return { kind: 'tile', key: row.key, index: step > 0 ? row.from : row.to - 1 };
    }
  }
  return undefined;
}

/** Where the grid's tab stop is before anything was focused: the first photo. */
export function initialFocus(rows: readonly TimelineRow[]): GridFocus | undefined {
  return firstTile(rows);
}

/**
 * A focus that is still in the layout, or the nearest one: after a deletion or a sort the
 * month may be shorter or gone; then the grid's first photo.
 */
export function validFocus(
  rows: readonly TimelineRow[],
  focus: GridFocus | undefined,
): GridFocus | undefined {
  if (focus && rowIndexOf(rows, focus) >= 0) {
    return focus;
  }
  if (focus?.kind === 'tile') {
    const monthRows = rows.filter((row) => isTiles(row) && row.key === focus.key);
    const last = monthRows.at(-1);
    if (isTiles(last)) {
      return { kind: 'tile', key: last.key, index: last.to - 1 };
    }
  }
  return initialFocus(rows);
}

/** First tile row of the month after (step 1) or before (step -1) the one of `rowIndex`. */
function monthStartRow(rows: readonly TimelineRow[], rowIndex: number, step: 1 | -1): number {
  const key = rows[rowIndex]?.key;
  let index = rowIndex;
  // Leave the current month...
  while (index >= 0 && index < rows.length && rows[index]?.key === key) {
    index += step;
  }
  if (index < 0 || index >= rows.length) {
    return -1;
  }
  // ...then find that month's first tile row.
  const target = rows[index]?.key;
  let start = index;
  while (start - 1 >= 0 && rows[start - 1]?.key === target) {
    start -= 1;
  }
  while (start < rows.length && rows[start]?.key === target && !isTiles(rows[start])) {
    start += 1;
  }
  return rows[start]?.key === target ? start : -1;
}

function move(to: GridFocus | undefined, shiftKey: boolean): GridCommand {
  // Shift extends the selection only onto photos: a heading is passed over.
  return to ? { type: 'move', to, extend: shiftKey && to.kind === 'tile' } : { type: 'none' };
}

/** The grid's answer to a key press with `focus` where it is. */
export function gridKeyCommand(
  rows: readonly TimelineRow[],
  focus: GridFocus,
  input: GridKey,
): GridCommand {
  const rowIndex = rowIndexOf(rows, focus);
  if (rowIndex < 0) {
    return { type: 'none' };
  }
  const row = rows[rowIndex];
  const column = columnOf(rows, focus, rowIndex);
  const toEnds = input.ctrlKey || input.metaKey;
  const { shiftKey } = input;
  if (input.altKey) {
    return { type: 'none' };
  }

  switch (input.key) {
    case 'ArrowRight': {
      if (isTiles(row) && focus.kind === 'tile' && focus.index + 1 < row.to) {
        return move({ ...focus, index: focus.index + 1 }, shiftKey);
      }
      return move(firstTile(rows, rowIndex + 1), shiftKey);
    }
    case 'ArrowLeft': {
      if (isTiles(row) && focus.kind === 'tile' && focus.index > row.from) {
        return move({ ...focus, index: focus.index - 1 }, shiftKey);
      }
      return move(firstTile(rows, rowIndex - 1, -1), shiftKey);
    }
    case 'ArrowDown':
    case 'ArrowUp': {
      const step = input.key === 'ArrowDown' ? 1 : -1;
      let target = rowIndex + step;
      // With Shift the selection follows the photos: a heading row is stepped over.
      if (shiftKey && rows[target]?.kind === 'header') {
        target += step;
      }
      return move(focusAtRow(rows, target, column), shiftKey);
    }
    case 'Home': {
      if (toEnds) {
        return move(firstTile(rows), shiftKey);
      }
      return isTiles(row)
        ? move({ kind: 'tile', key: row.key, index: row.from }, shiftKey)
        : move(undefined, false);
    }
    case 'End': {
      if (toEnds) {
        return move(firstTile(rows, rows.length - 1, -1), shiftKey);
      }
      return isTiles(row)
        ? move({ kind: 'tile', key: row.key, index: row.to - 1 }, shiftKey)
        : move(undefined, false);
    }
    case 'PageDown': {
      const start = monthStartRow(rows, rowIndex, 1);
      return move(
        start < 0 ? firstTile(rows, rows.length - 1, -1) : focusAtRow(rows, start, column),
        shiftKey,
      );
    }
    case 'PageUp': {
      // To the start of this month first, then a month up at each press.
      const own = monthStartRow(rows, rowIndex, -1);
      const sameMonthStart = rows.findIndex((entry) => entry.key === row?.key && isTiles(entry));
      const start = sameMonthStart >= 0 && sameMonthStart < rowIndex ? sameMonthStart : own;
      return move(start < 0 ? firstTile(rows) : focusAtRow(rows, start, column), shiftKey);
    }
    case ' ':
    case 'x':
    case 'X':
      return focus.kind === 'tile' && !toEnds ? { type: 'toggle' } : { type: 'none' };
    case 'Enter':
      return focus.kind === 'tile' ? { type: 'open' } : { type: 'none' };
    case 'Escape':
      return { type: 'clear' };
    default:
      return { type: 'none' };
  }
}
