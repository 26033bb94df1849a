import {
  defaultRangeExtractor,
  observeWindowOffset,
  useWindowVirtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, ThumbnailSize, TimelineCounts } from '@my-account/contract/photos';
import {
  readVisibleSections,
  recordVisibleSections,
  seenMonthsToLoad,
} from '@/lib/photos/visible-sections';
import { getTimelineMonthQueryOptions } from '@/features/photos/api/get-timeline-month';
import {
  buildTimelineRows,
  displayedTileCount,
  gridForWidth,
  monthKey,
  monthsInDisplayOrder,
  realRowTop,
  rowOffsets,
  scrollScale,
  toRealOffset,
  toVirtualOffset,
  type ScrollScale,
} from '@/features/photos/lib/timeline-layout';
import { useStore } from '@/features/photos/state/create-store';
import { pagesFor, timelineStore } from '@/features/photos/state/timeline-store';
import { useLoadedPageCounts } from '@/features/photos/state/use-loaded-photos';
import { useGridKeyboard } from '@/features/photos/state/use-grid-keyboard';
import { useMonthInView, useMonthJump } from '@/features/photos/state/use-month-jump';
import { useZoomAnchor } from '@/features/photos/state/use-zoom-anchor';
import { useZoomGestures } from '@/features/photos/state/use-zoom-gestures';
import { zoomStore } from '@/features/photos/state/zoom-store';
import { useLatestCallback } from '@/lib/use-latest-callback';
import { useElementWidth } from '@/lib/use-element-width';
import { TouchPinchZoom } from '@/features/photos/components/touch-pinch-zoom';
import { TimelineMonthHeader } from '@/features/photos/components/timeline-month-header';
import { TimelineTileRow } from '@/features/photos/components/timeline-tile-row';
import styles from '@/features/photos/components/timeline.module.css';

interface TimelineProps {
  counts: TimelineCounts;
  thumbnailSize: ThumbnailSize;
  onOpen: (photo: Photo) => void;
  onToggle: (photo: Photo, range: boolean) => void;
  /** The pointer is over a photo, or one has focus: what opens it (the preview) may load. */
  onOpenIntent?: (() => void) | undefined;
}

/**
 * Months seen on an earlier visit (`timelineVisibleSections`) that still exist load their first
 * page once, when the timeline mounts: the scroll position restored after the preview or a
 * reload then lands on thumbnails rather than placeholders. Months already in the cache are
 * left alone.
 */
function usePreloadSeenMonths(counts: TimelineCounts): void {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) {
      return;
    }
    done.current = true;
    const { sort } = timelineStore.get();
    for (const { year, month } of seenMonthsToLoad(counts, readVisibleSections())) {
      const options = getTimelineMonthQueryOptions({ year, month, ...sort });
      if (queryClient.getQueryData(options.queryKey) === undefined) {
        // A failure is reported by the query cache; the month's row retries when it shows.
        queryClient.infiniteQuery(options).catch(() => undefined);
      }
    }
  }, [counts, queryClient]);
}

/**
 * The month timeline: one virtualized list of rows (month headings and tile rows) over the
 * whole library, sized from the month counts. Only rows near the viewport are in the DOM, and
 * a month loads its first page when one of its rows is rendered. Past the browser's height
 * cap the spacer is shorter than the layout and scrolling is scaled (see timeline-layout).
 */
export function Timeline({ counts, thumbnailSize, onOpenIntent, ...handlers }: TimelineProps) {
  const intl = useIntl();
  // One identity for the rows (memoized) across the parent's re-renders.
  const onOpen = useLatestCallback(handlers.onOpen);
  const onToggle = useLatestCallback(handlers.onToggle);
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const { sort, pagesRequested } = useStore(timelineStore);
  usePreloadSeenMonths(counts);
  const loadedPages = useLoadedPageCounts(counts, sort);
  const zoom = useStore(zoomStore);
  useZoomGestures(containerRef);
  const grid = useMemo(() => gridForWidth(width, zoom), [width, zoom]);

  // A month shows the pages asked for, and at least those loaded: a loaded photo is never
  // hidden behind '+N' (after choosing a sort again, or pages the preview fetched).
  const months = useMemo(
    () =>
      monthsInDisplayOrder(counts.timeline, sort.sortOrder).map((entry) => {
        const key = monthKey(entry.year, entry.month);
        return {
          ...entry,
          pagesRequested: Math.max(
            pagesFor({ sort, pagesRequested }, key),
            loadedPages.get(key) ?? 0,
          ),
        };
      }),
    [counts, sort, pagesRequested, loadedPages],
  );
  const rows = useMemo(() => buildTimelineRows(months, grid), [months, grid]);
  const offsets = useMemo(() => rowOffsets(rows), [rows]);
  const totalHeight = offsets.at(-1) ?? 0;
  const keyboard = useGridKeyboard({ rows, containerRef, counts, sort, onOpen, onToggle });
  const countByMonth = useMemo(
    () => new Map(months.map((entry) => [monthKey(entry.year, entry.month), entry])),
    [months],
  );

  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (element) {
      setMargin(element.getBoundingClientRect().top + window.scrollY);
    }
  }, [width]);

  const scale = scrollScale(totalHeight, typeof window === 'undefined' ? 800 : window.innerHeight);
  // The offset observer is set up once; it reads the current scale and margin from refs.
  const scaleRef = useRef<ScrollScale>(scale);
  const marginRef = useRef(margin);
  useLayoutEffect(() => {
    scaleRef.current = scale;
    marginRef.current = margin;
  });

  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row) {
        return index;
      }
      return row.kind === 'header'
        ? `${row.key}:h:${row.size}`
        : `${row.key}:${row.from}:${row.size}`;
    },
    [rows],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => rows[index]?.size ?? 0,
    getItemKey,
    overscan: 4,
    // The row holding the grid's tab stop stays rendered, so focus survives scrolling away.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (keyboard.activeRow >= 0 && !indexes.includes(keyboard.activeRow)) {
        indexes.push(keyboard.activeRow);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    scrollMargin: margin,
    observeElementOffset: (instance, callback) =>
      observeWindowOffset(instance, (offset, isScrolling) => {
        callback(toVirtualOffset(offset, scaleRef.current, marginRef.current), isScrolling);
      }),
    scrollToFn: (offset, options, instance) => {
      windowScroll(toRealOffset(offset, scaleRef.current, marginRef.current), options, instance);
    },
  });

  const virtualOffset = virtualizer.scrollOffset ?? 0;
  useZoomAnchor(rows, grid.columns, margin, {
    offset: virtualOffset,
    scrollTo: (offset) => {
      virtualizer.scrollToOffset(offset);
    },
  });
  useMonthJump({
    rows,
    offsets,
    margin,
    sort,
    scrollTo: (offset) => {
      virtualizer.scrollToOffset(offset);
    },
    focusAt: keyboard.focusAt,
  });
  const realScroll = toRealOffset(virtualOffset, scale, margin);
  const virtualItems = width > 0 ? virtualizer.getVirtualItems() : [];
  useMonthInView(virtualItems, rows, virtualOffset);
  const { active } = keyboard;

  // The months with a tile row rendered (the ones loading photos), as one string: it changes
  // only when a month comes into or leaves view, so the list is stored then, not every frame.
  const renderedMonths = [
    ...new Set(
      virtualItems.flatMap((item) => {
        const row = rows[item.index];
        return row?.kind === 'tiles' ? [row.key] : [];
      }),
    ),
  ].join(',');
  useEffect(() => {
    recordVisibleSections(renderedMonths.split(','));
  }, [renderedMonths]);

  return (
    <>
      <TouchPinchZoom target={containerRef} />
      <div
        ref={containerRef}
        className={styles.timeline}
        style={{ height: scale.realHeight }}
        role="grid"
        aria-label={intl.formatMessage({ id: 'photos.timeline.label' })}
        aria-rowcount={rows.length}
        aria-multiselectable="true"
        onKeyDown={keyboard.onKeyDown}
        onFocus={(event) => {
          onOpenIntent?.();
          keyboard.onFocus(event);
        }}
        onBlur={keyboard.onBlur}
        onPointerOver={onOpenIntent}
      >
        {width > 0
          ? virtualItems.map((item) => {
              const row = rows[item.index];
              const entry = row ? countByMonth.get(row.key) : undefined;
              if (!row || !entry) {
                return null;
              }
              const top = realRowTop(item.start, realScroll, scale, margin);
              return (
                <div
                  key={item.key}
                  className={styles.row}
                  style={{ height: item.size, transform: `translateY(${top}px)` }}
                  role="row"
                  aria-rowindex={item.index + 1}
                >
                  {row.kind === 'header' ? (
                    <TimelineMonthHeader
                      year={row.year}
                      month={row.month}
                      count={entry.count}
                      columns={grid.columns}
                      tabStop={active?.kind === 'header' && active.key === row.key}
                    />
                  ) : (
                    <TimelineTileRow
                      year={row.year}
                      month={row.month}
                      count={entry.count}
                      from={row.from}
                      to={row.to}
                      displayed={displayedTileCount(entry.count, entry.pagesRequested)}
                      columns={grid.columns}
                      gap={grid.gap}
                      tileSize={grid.tileSize}
                      thumbnailSize={thumbnailSize}
                      onOpen={onOpen}
                      onToggle={onToggle}
                      tabStopIndex={
                        active?.kind === 'tile' && active.key === row.key ? active.index : undefined
                      }
                    />
                  )}
                </div>
              );
            })
          : null}
      </div>
    </>
  );
}
