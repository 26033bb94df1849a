import { describe, expect, it } from 'vitest';
import {
  gridKeyCommand,
  initialFocus,
  validFocus,
  type GridFocus,
  type GridKey,
} from '@/features/photos/lib/grid-keys';
import { buildTimelineRows, type TimelineGrid } from '@/features/photos/lib/timeline-layout';

const GRID: TimelineGrid = { columns: 4, tileSize: 100, gap: 4, headerHeight: 40 };
// Three months: 10 photos (rows of 4, 4, 2), 3 photos (one row), 6 photos (rows of 4, 2).
const ROWS = buildTimelineRows(
  [
    { year: 2026, month: 5, count: 10, pagesRequested: 1 },
    { year: 2026, month: 4, count: 3, pagesRequested: 1 },
    { year: 2026, month: 2, count: 6, pagesRequested: 1 },
  ],
  GRID,
);

function press(key: string, modifiers: Partial<GridKey> = {}): GridKey {
  return { key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers };
}

function tile(key: `${number}-${number}`, index: number): GridFocus {
  return { kind: 'tile', key, index };
}

function moveTo(focus: GridFocus, key: string, modifiers: Partial<GridKey> = {}) {
  const command = gridKeyCommand(ROWS, focus, press(key, modifiers));
  return command.type === 'move' ? command : undefined;
}

describe('grid keys', () => {
  it('starts on the first photo', () => {
    expect(initialFocus(ROWS)).toEqual(tile('2026-5', 0));
  });

  it('moves left and right along a row and on across rows and months', () => {
    expect(moveTo(tile('2026-5', 0), 'ArrowRight')?.to).toEqual(tile('2026-5', 1));
    // The end of a row goes on to the next row's start.
    expect(moveTo(tile('2026-5', 3), 'ArrowRight')?.to).toEqual(tile('2026-5', 4));
    // The month's last photo goes on to the next month's first, over its heading.
    expect(moveTo(tile('2026-5', 9), 'ArrowRight')?.to).toEqual(tile('2026-4', 0));
    expect(moveTo(tile('2026-4', 0), 'ArrowLeft')?.to).toEqual(tile('2026-5', 9));
    // Nothing before the first photo or after the last.
    expect(gridKeyCommand(ROWS, tile('2026-5', 0), press('ArrowLeft'))).toEqual({ type: 'none' });
    expect(gridKeyCommand(ROWS, tile('2026-2', 5), press('ArrowRight'))).toEqual({
      type: 'none',
    });
  });

  it('moves up and down by rows, through the month headings, keeping the column', () => {
    expect(moveTo(tile('2026-5', 1), 'ArrowDown')?.to).toEqual(tile('2026-5', 5));
    // A shorter row: its last photo.
    expect(moveTo(tile('2026-5', 7), 'ArrowDown')?.to).toEqual(tile('2026-5', 9));
    // The next month's heading, then its first row in the column we came from.
    const heading = moveTo(tile('2026-5', 9), 'ArrowDown')?.to;
    expect(heading).toEqual({ kind: 'header', key: '2026-4', column: 1 });
    expect(heading && moveTo(heading, 'ArrowDown')?.to).toEqual(tile('2026-4', 1));
    expect(moveTo(tile('2026-4', 2), 'ArrowUp')?.to).toEqual({
      kind: 'header',
      key: '2026-4',
      column: 2,
    });
  });

  it('goes to the row ends with Home and End, and to the grid ends with Ctrl', () => {
    expect(moveTo(tile('2026-5', 6), 'Home')?.to).toEqual(tile('2026-5', 4));
    expect(moveTo(tile('2026-5', 5), 'End')?.to).toEqual(tile('2026-5', 7));
    expect(moveTo(tile('2026-4', 1), 'Home', { ctrlKey: true })?.to).toEqual(tile('2026-5', 0));
    expect(moveTo(tile('2026-5', 1), 'End', { ctrlKey: true })?.to).toEqual(tile('2026-2', 5));
  });

  it('moves by a month with PageDown and PageUp', () => {
    expect(moveTo(tile('2026-5', 6), 'PageDown')?.to).toEqual(tile('2026-4', 2));
    expect(moveTo(tile('2026-4', 2), 'PageDown')?.to).toEqual(tile('2026-2', 2));
    // The last month: to the last photo.
    expect(moveTo(tile('2026-2', 1), 'PageDown')?.to).toEqual(tile('2026-2', 5));
    // Inside a month, first to its first row; from there a month up.
    expect(moveTo(tile('2026-5', 9), 'PageUp')?.to).toEqual(tile('2026-5', 1));
    expect(moveTo(tile('2026-2', 1), 'PageUp')?.to).toEqual(tile('2026-4', 1));
  });

  it('extends the selection with Shift on photos only, stepping over headings', () => {
    expect(moveTo(tile('2026-5', 0), 'ArrowRight', { shiftKey: true })).toEqual({
      type: 'move',
      to: tile('2026-5', 1),
      extend: true,
    });
    expect(moveTo(tile('2026-5', 9), 'ArrowDown', { shiftKey: true })?.to).toEqual(
      tile('2026-4', 1),
    );
    expect(moveTo(tile('2026-5', 0), 'ArrowRight')?.extend).toBe(false);
  });

  it('toggles with Space or x, opens with Enter, clears with Escape', () => {
    expect(gridKeyCommand(ROWS, tile('2026-5', 0), press(' '))).toEqual({ type: 'toggle' });
    expect(gridKeyCommand(ROWS, tile('2026-5', 0), press('x'))).toEqual({ type: 'toggle' });
    expect(gridKeyCommand(ROWS, tile('2026-5', 0), press('Enter'))).toEqual({ type: 'open' });
    expect(gridKeyCommand(ROWS, tile('2026-5', 0), press('Escape'))).toEqual({ type: 'clear' });
    // On a heading, Space and Enter belong to its "Select all" button.
    const heading: GridFocus = { kind: 'header', key: '2026-4', column: 0 };
    expect(gridKeyCommand(ROWS, heading, press(' '))).toEqual({ type: 'none' });
    expect(gridKeyCommand(ROWS, heading, press('Enter'))).toEqual({ type: 'none' });
    expect(gridKeyCommand(ROWS, tile('2026-5', 0), press('a'))).toEqual({ type: 'none' });
  });

  it('keeps a focus that is still there, else the nearest photo', () => {
    expect(validFocus(ROWS, tile('2026-5', 9))).toEqual(tile('2026-5', 9));
    // The month got shorter: its last photo.
    expect(validFocus(ROWS, tile('2026-4', 7))).toEqual(tile('2026-4', 2));
    // The month is gone: the first photo.
    expect(validFocus(ROWS, tile('2020-1', 0))).toEqual(tile('2026-5', 0));
    expect(validFocus(ROWS, undefined)).toEqual(tile('2026-5', 0));
  });
});
