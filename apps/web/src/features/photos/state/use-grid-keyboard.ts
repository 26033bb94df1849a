import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { Photo, TimelineCounts } from '@my-account/contract/photos';
import { selectRange } from '@/lib/photos/selection';
import {
  gridKeyCommand,
  rowIndexOf,
  validFocus,
  type GridFocus,
} from '@/features/photos/lib/grid-keys';
import type { MonthKey, TimelineRow } from '@/features/photos/lib/timeline-layout';
import {
  loadedTimelinePhotos,
  monthPhotos,
  type MonthPages,
  type TimelineSort,
} from '@/features/photos/state/photo-cache';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import { selectionActions, selectionStore } from '@/features/photos/state/selection-store';

/** The attribute naming a grid position on its focusable element (a tile, a "Select all"). */
export const GRID_CELL_ATTRIBUTE = 'data-grid-cell';

export function gridCellId(focus: GridFocus): string {
  return focus.kind === 'tile' ? `${focus.key}:${String(focus.index)}` : `${focus.key}:h`;
}

function parseCellId(id: string, column: number): GridFocus | undefined {
  const match = /^(\d+-\d+):(h|\d+)$/.exec(id);
  if (!match?.[1] || !match[2]) {
    return undefined;
  }
  const key = match[1] as MonthKey;
  return match[2] === 'h'
    ? { kind: 'header', key, column }
    : { kind: 'tile', key, index: Number(match[2]) };
}

interface GridKeyboardOptions {
  rows: readonly TimelineRow[];
  containerRef: RefObject<HTMLElement | null>;
  counts: TimelineCounts;
  sort: TimelineSort;
  onOpen: (photo: Photo) => void;
  onToggle: (photo: Photo, range: boolean) => void;
}

export interface GridKeyboard {
  /** The position holding the grid's one tab stop. */
  active: GridFocus | undefined;
  /** Its row: kept rendered by the virtualizer, so focus survives scrolling. */
  activeRow: number;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** Moves the tab stop and the page's focus to a position (the jump control's month). */
  focusAt: (target: GridFocus) => void;
}

/**
 * The timeline as a WAI-ARIA grid (decision 0266): a roving tab stop, the keys of
 * `gridKeyCommand` applied to focus and selection, and focus put back on the same position
 * when its element is re-created (a row re-rendered by the virtualizer, a zoom change).
 */
export function useGridKeyboard({
  rows,
  containerRef,
  counts,
  sort,
  onOpen,
  onToggle,
}: GridKeyboardOptions): GridKeyboard {
  const queryClient = useQueryClient();
  const [focus, setFocus] = useState<GridFocus | undefined>(undefined);
  const active = validFocus(rows, focus);
  const activeRow = active ? rowIndexOf(rows, active) : -1;
  // Focus is to be (re)placed on the active position: after a key moved it, or while the grid
  // holds focus and the focused element was replaced.
  const moved = useRef(false);
  const holdsFocus = useRef(false);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || !active) {
      return;
    }
    const inside = container.contains(document.activeElement);
    if (!moved.current && (!holdsFocus.current || inside)) {
      return;
    }
    const element = container.querySelector(`[${GRID_CELL_ATTRIBUTE}="${gridCellId(active)}"]`);
    if (element instanceof HTMLElement) {
      element.focus({ preventScroll: true });
      // The sticky header and the selection toolbar are kept clear by scroll margins (CSS).
      element.scrollIntoView({ block: 'nearest' });
      moved.current = false;
    }
  });

  const photoAt = (target: GridFocus | undefined): Photo | undefined => {
    if (target?.kind !== 'tile') {
      return undefined;
    }
    const row = rows[rowIndexOf(rows, target)];
    if (!row) {
      return undefined;
    }
    const data = queryClient.getQueryData<MonthPages>(
      photoQueryKeys.timelineMonth(row.year, row.month, sort.sortKey, sort.sortOrder),
    );
    return monthPhotos(data)[target.index];
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest(`[${GRID_CELL_ATTRIBUTE}]`);
    if (!active || !cell) {
      return;
    }
    const command = gridKeyCommand(rows, active, event);
    switch (command.type) {
      case 'none':
        return;
      case 'move': {
        if (command.extend) {
          const from = photoAt(active);
          const to = photoAt(command.to);
          if (from && to) {
            const ordered = loadedTimelinePhotos(queryClient, counts, sort).map(
              (entry) => entry.photo.imageId,
            );
            // The range runs from the anchor, or from where Shift was first held.
            selectionStore.set((state) =>
              selectRange(
                state.anchorId !== undefined && state.ids.size > 0
                  ? state
                  : { ...state, anchorId: from.imageId },
                ordered,
                to.imageId,
              ),
            );
          }
        }
        moved.current = true;
        setFocus(command.to);
        break;
      }
      case 'toggle': {
        const photo = photoAt(active);
        if (photo) {
          onToggle(photo, false);
        }
        break;
      }
      case 'open': {
        // '+N' covers the photo: Enter shows the rest of the month, as a click does.
        const more = cell.querySelector('[data-more]');
        if (more instanceof HTMLElement) {
          more.click();
        } else {
          const photo = photoAt(active);
          if (photo) {
            onOpen(photo);
          }
        }
        break;
      }
      case 'clear':
        if (!selectionStore.get().active) {
          return;
        }
        selectionActions.end();
        break;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    holdsFocus.current = true;
    const cell = (event.target as Element).closest(`[${GRID_CELL_ATTRIBUTE}]`);
    const id = cell?.getAttribute(GRID_CELL_ATTRIBUTE);
    const column = active?.kind === 'header' ? active.column : 0;
    const next = id ? parseCellId(id, column) : undefined;
    if (next && (!active || gridCellId(next) !== gridCellId(active))) {
      setFocus(next);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const target = event.target;
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) {
      return;
    }
    // Focus going to an element outside lets the grid go at once: Tab to a control off screen
    // scrolls the page, and the re-render before the next frame must not pull focus back (after a
    // jump, Shift+Tab to the tools is such a move).
    if (next !== null) {
      holdsFocus.current = false;
      return;
    }
    // An element removed while focused (its row re-rendered) also blurs: the grid still holds
    // focus then, and the layout effect puts it back. Anything else let it go.
    requestAnimationFrame(() => {
      if (target.isConnected) {
        holdsFocus.current = false;
      }
    });
  };

  const focusAt = useCallback((target: GridFocus) => {
    moved.current = true;
    setFocus(target);
  }, []);

  return { active, activeRow, onKeyDown, onFocus, onBlur, focusAt };
}
