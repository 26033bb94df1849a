import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { getTimelineMonthQueryOptions } from '@/features/photos/api/get-timeline-month';
import type { GridFocus } from '@/features/photos/lib/grid-keys';
import type { MonthKey, TimelineRow } from '@/features/photos/lib/timeline-layout';
import { useStore } from '@/features/photos/state/create-store';
import { jumpActions, jumpRequestStore } from '@/features/photos/state/jump-store';
import type { TimelineSort } from '@/features/photos/state/photo-cache';

/**
 * Room above a month's heading after a jump: the sticky site header (64-76 px) and a gap, as
 * the grid cells' CSS scroll margin (6rem) keeps for focus.
 */
export const JUMP_CLEARANCE = 96;

interface MonthJumpOptions {
  rows: readonly TimelineRow[];
  /** Start of every row in the layout (`rowOffsets`). */
  offsets: readonly number[];
  /** Where the timeline starts in the page. */
  margin: number;
  sort: TimelineSort;
  /** Scrolls the window to an offset in the full layout (the virtualizer's). */
  scrollTo: (offset: number) => void;
  /** Gives the grid's tab stop and the page's focus to a position (use-grid-keyboard). */
  focusAt: (focus: GridFocus) => void;
}

/**
 * Carries out the jump control's request: the month's first page is asked for at once (it may
 * be thousands of rows away), the window scrolls in one step so the month's heading sits below
 * the site header, then the grid's focus moves to that heading's "Select all" (decision 0286):
 * the roving tab stop follows the jump, and the keys go on from the chosen month.
 */
export function useMonthJump(options: MonthJumpOptions): void {
  const queryClient = useQueryClient();
  const request = useStore(jumpRequestStore);
  // The latest layout, read when a request comes, without making the layout re-run a jump.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!request) {
      return;
    }
    // Taken at once: a timeline mounted later must not replay an old jump.
    jumpActions.done(request.id);
    const { rows, offsets, margin, sort, scrollTo } = latest.current;
    const index = rows.findIndex((row) => row.kind === 'header' && row.key === request.key);
    const row = rows[index];
    if (!row) {
      return;
    }
    const month = getTimelineMonthQueryOptions({ year: row.year, month: row.month, ...sort });
    // A failure is reported by the query cache; the month's rows offer their retry.
    queryClient.infiniteQuery(month).catch(() => undefined);
    scrollTo(Math.max(0, margin + (offsets[index] ?? 0) - JUMP_CLEARANCE));
    // The scroll event reaches the virtualizer before the next frame: the heading's row is then
    // placed for the new offset, and focusing it does not scroll the page again.
    requestAnimationFrame(() => {
      latest.current.focusAt({ kind: 'header', key: request.key, column: 0 });
    });
  }, [request, queryClient]);
}

/**
 * Tells the jump control which month is at the top of the viewport (below the site header),
 * so it opens on that month's year.
 */
export function useMonthInView(
  items: readonly VirtualItem[],
  rows: readonly TimelineRow[],
  offset: number,
): void {
  const item = items.find((entry) => entry.end > offset + JUMP_CLEARANCE);
  const key: MonthKey | undefined = item ? rows[item.index]?.key : undefined;
  useEffect(() => {
    if (key) {
      jumpActions.setInView(key);
    }
  }, [key]);
}
