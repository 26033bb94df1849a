import { useLayoutEffect, useRef } from 'react';
import { rowOffsets, type MonthKey, type TimelineRow } from '@/features/photos/lib/timeline-layout';

/** Below the sticky site header: the line whose photo stays put when the zoom changes. */
const ANCHOR_LINE = 120;

interface Anchor {
  key: MonthKey;
  /** A photo of the row on the anchor line (its first, by index in the month). */
  index: number;
  /** How far into that row the line was, as a share of the row's height. */
  within: number;
}

interface Scroller {
  /** Window offset in the full layout (the virtualizer's `scrollOffset`). */
  offset: number;
  scrollTo: (offset: number) => void;
}

/**
 * Zooming changes every row's height: without help the window would keep its offset and show
 * other months. The photo on the anchor line before the change is brought back to that line.
 */
export function useZoomAnchor(
  rows: readonly TimelineRow[],
  columns: number,
  margin: number,
  scroller: Scroller,
): void {
  const last = useRef<{ columns: number; anchor: Anchor | undefined }>({
    columns,
    anchor: undefined,
  });

  useLayoutEffect(() => {
    const offsets = rowOffsets(rows);
    const line = scroller.offset - margin + ANCHOR_LINE;
    const previous = last.current;
    if (previous.columns !== columns && previous.anchor && scroller.offset > margin) {
      const { key, index, within } = previous.anchor;
      const rowIndex = rows.findIndex(
        (row) => row.kind === 'tiles' && row.key === key && index >= row.from && index < row.to,
      );
      const row = rows[rowIndex];
      if (row) {
        const target = (offsets[rowIndex] ?? 0) + within * row.size;
        last.current = { columns, anchor: previous.anchor };
        scroller.scrollTo(Math.max(0, margin + target - ANCHOR_LINE));
        return;
      }
    }
    // Remember the tile row on the line now, for the next change.
    let anchor: Anchor | undefined;
    for (let rowIndex = 0; rowIndex < rows.length; rowIndex += 1) {
      const row = rows[rowIndex];
      const start = offsets[rowIndex] ?? 0;
      if (row?.kind === 'tiles' && start + row.size > line) {
        anchor = {
          key: row.key,
          index: row.from,
          within: Math.max(0, Math.min(1, (line - start) / row.size)),
        };
        break;
      }
    }
    last.current = { columns, anchor };
  });
}
