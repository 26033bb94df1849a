import { describe, expect, it } from 'vitest';
import {
  buildTimelineRows,
  displayedTileCount,
  gridForWidth,
  MAX_SCROLL_HEIGHT,
  monthsInDisplayOrder,
  monthsInRange,
  realRowTop,
  rowOffsets,
  scrollScale,
  toRealOffset,
  toVirtualOffset,
  type TimelineGrid,
} from '@/features/photos/lib/timeline-layout';

const GRID: TimelineGrid = { columns: 4, tileSize: 100, gap: 10, headerHeight: 50 };

describe('timeline layout', () => {
  it('shows the first page of a month until more pages are asked for', () => {
    expect(displayedTileCount(100, 0)).toBe(24);
    expect(displayedTileCount(100, 1)).toBe(24);
    expect(displayedTileCount(100, 2)).toBe(48);
    expect(displayedTileCount(100, 9)).toBe(100);
    expect(displayedTileCount(5, 1)).toBe(5);
  });

  it('reserves a heading and the tile rows of each month from the counts', () => {
    const rows = buildTimelineRows(
      [
        { year: 2026, month: 3, count: 10, pagesRequested: 1 },
        { year: 2026, month: 1, count: 0, pagesRequested: 1 },
        { year: 1970, month: 1, count: 3, pagesRequested: 1 },
      ],
      GRID,
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'header',
      'tiles',
      'tiles',
      'tiles',
      'header',
      'tiles',
    ]);
    expect(rows[3]).toMatchObject({ kind: 'tiles', from: 8, to: 10, size: 110 });
    const offsets = rowOffsets(rows);
    expect(offsets.at(-1)).toBe(50 + 3 * 110 + 50 + 110);
  });

  it('grows a month by one page when more are asked for', () => {
    const one = buildTimelineRows([{ year: 2026, month: 3, count: 60, pagesRequested: 1 }], GRID);
    const two = buildTimelineRows([{ year: 2026, month: 3, count: 60, pagesRequested: 2 }], GRID);
    expect(one.length).toBe(1 + 6);
    expect(two.length).toBe(1 + 12);
  });

  it('finds the months near the viewport', () => {
    const months = Array.from({ length: 50 }, (_, index) => ({
      year: 2020,
      month: (index % 12) + 1,
      count: 8,
      pagesRequested: 1,
    })).map((entry, index) => ({ ...entry, year: 2020 + Math.floor(index / 12) }));
    const rows = buildTimelineRows(months, GRID);
    const offsets = rowOffsets(rows);
    // Each month: 50 + 2 * 110 = 270 px.
    expect(monthsInRange(rows, offsets, 0, 100)).toEqual(['2020-1']);
    expect(monthsInRange(rows, offsets, 260, 560)).toEqual(['2020-1', '2020-2', '2020-3']);
    expect(monthsInRange(rows, offsets, 270 * 49 + 10, 1e9)).toEqual(['2024-2']);
  });

  it('uses four columns on phones and ~128 px tiles elsewhere by default', () => {
    expect(gridForWidth(375).columns).toBe(4);
    expect(gridForWidth(928).columns).toBe(7);
    expect(gridForWidth(1200).columns).toBe(9);
    const grid = gridForWidth(1000);
    expect(grid.columns * grid.tileSize + (grid.columns - 1) * grid.gap).toBeCloseTo(1000);
  });

  it('zooms across five levels: fewer, larger tiles as the level goes up', () => {
    const desktop = [0, 1, 2, 3, 4].map((level) => gridForWidth(928, level).columns);
    expect(desktop).toEqual([...desktop].sort((a, b) => b - a));
    expect(new Set(desktop).size).toBe(5);
    expect([0, 1, 2, 3, 4].map((level) => gridForWidth(390, level).columns)).toEqual([
      6, 5, 4, 3, 2,
    ]);
    // Out-of-range levels are clamped rather than giving no grid.
    expect(gridForWidth(390, 9).columns).toBe(2);
    expect(gridForWidth(390, -3).columns).toBe(6);
    const phone = gridForWidth(390, 0);
    expect(phone.columns * phone.tileSize + (phone.columns - 1) * phone.gap).toBeCloseTo(390);
  });

  it('keeps every row reachable past the browser height cap', () => {
    const small = scrollScale(5000, 800);
    expect(small).toEqual({ realHeight: 5000, ratio: 1 });
    expect(realRowTop(1200, 300, small, 200)).toBe(1000);

    const total = 40_000_000;
    const scale = scrollScale(total, 800);
    expect(scale.realHeight).toBe(MAX_SCROLL_HEIGHT);
    const margin = 200;
    // Scrolled to the bottom of the spacer = the bottom of the full layout.
    const realBottom = margin + MAX_SCROLL_HEIGHT - 800;
    expect(toVirtualOffset(realBottom, scale, margin)).toBeCloseTo(margin + total - 800);
    expect(toRealOffset(toVirtualOffset(123_456, scale, margin), scale, margin)).toBeCloseTo(
      123_456,
    );
    // A row at the virtual scroll position appears at the top of the viewport.
    const virtual = toVirtualOffset(margin + 1_000_000, scale, margin);
    expect(realRowTop(virtual, margin + 1_000_000, scale, margin)).toBeCloseTo(1_000_000);
  });

  it('shows the oldest month first for an oldest-first sort, with Unknown Date still last', () => {
    const counts = [
      { year: 2024, month: 5, count: 1 },
      { year: 2024, month: 1, count: 1 },
      { year: 2010, month: 7, count: 1 },
      { year: 1970, month: 1, count: 1 },
    ];
    expect(monthsInDisplayOrder(counts, 'desc')).toEqual(counts);
    expect(
      monthsInDisplayOrder(counts, 'asc').map((entry) => `${entry.year}-${entry.month}`),
    ).toEqual(['2010-7', '2024-1', '2024-5', '1970-1']);
  });
});
