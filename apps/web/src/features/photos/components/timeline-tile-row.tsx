import { memo, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, ThumbnailSize } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { monthKey } from '@/features/photos/lib/timeline-layout';
import { useStore } from '@/features/photos/state/create-store';
import { selectionStore } from '@/features/photos/state/selection-store';
import { timelineActions } from '@/features/photos/state/timeline-store';
import { useMonthPhotos } from '@/features/photos/state/use-month-photos';
import { useMonthLabel } from '@/features/photos/components/timeline-month-header';
import { GRID_CELL_ATTRIBUTE, gridCellId } from '@/features/photos/state/use-grid-keyboard';
import { PhotoTile, PlaceholderTile } from '@/components/photo-tile/photo-tile';
import styles from '@/features/photos/components/timeline.module.css';

interface TimelineTileRowProps {
  year: number;
  month: number;
  /** Photos the month holds (from the counts). */
  count: number;
  from: number;
  to: number;
  /** Tiles the month shows: the last one carries '+N' when more remain. */
  displayed: number;
  columns: number;
  gap: number;
  tileSize: number;
  thumbnailSize: ThumbnailSize;
  onOpen: (photo: Photo) => void;
  onToggle: (photo: Photo, range: boolean) => void;
  /** The index (in the month) of this row's tile holding the grid's tab stop, if any. */
  tabStopIndex?: number | undefined;
}

/**
 * One row of a month's grid: loaded tiles, placeholders for the ones still coming. Memoized: the
 * timeline re-renders on every scroll frame, and a row whose props did not change stays as is.
 */
export const TimelineTileRow = memo(function TimelineTileRow({
  year,
  month,
  count,
  from,
  to,
  displayed,
  columns,
  gap,
  tileSize,
  thumbnailSize,
  onOpen,
  onToggle,
  tabStopIndex,
}: TimelineTileRowProps) {
  const intl = useIntl();
  const label = useMonthLabel(year, month);
  const { photos, isPending, isError, hasMore, isLoadingMore, retry } = useMonthPhotos(year, month);
  const selection = useStore(selectionStore);
  // Every tile of the row is this square: known from the layout, so tiles need not measure.
  const box = useMemo(() => ({ width: tileSize, height: tileSize }), [tileSize]);

  if (isError && photos.length <= from) {
    return from === 0 ? (
      <div role="gridcell" aria-colspan={columns} className={styles.errorCell}>
        <div className={styles.monthError} role="alert">
          <span>{intl.formatMessage({ id: 'photos.timeline.monthError' })}</span>
          <Button variant="secondary" size="small" onClick={retry}>
            {intl.formatMessage({ id: 'photos.retry' })}
          </Button>
        </div>
      </div>
    ) : null;
  }

  const key = monthKey(year, month);
  /** A grid cell: focusable (one of them in the tab order), kept by index so focus survives. */
  const cell = (index: number, content: ReactNode, extra: Record<string, unknown> = {}) => (
    <div
      key={index}
      role="gridcell"
      className={styles.cell}
      tabIndex={index === tabStopIndex ? 0 : -1}
      {...{ [GRID_CELL_ATTRIBUTE]: gridCellId({ kind: 'tile', key, index }) }}
      {...extra}
    >
      {content}
    </div>
  );

  // Deleting a loaded photo of a month with more pages leaves fewer loaded than displayed, and
  // no page is coming to fill the gap: '+N' then goes on the last loaded photo, so the rest of
  // the month stays reachable instead of behind a placeholder that never fills.
  const shown =
    hasMore && !isPending && !isLoadingMore ? Math.min(displayed, photos.length) : displayed;
  const remaining = count - shown;
  const cells = [];
  for (let index = from; index < to; index += 1) {
    const photo = photos[index];
    if (!photo) {
      // Still loading (or the month turned out shorter than counted: leave the cell empty).
      cells.push(
        index < shown && (isPending || hasMore) ? (
          cell(index, <PlaceholderTile />, {
            'aria-label': intl.formatMessage({ id: 'photos.timeline.loadingPhoto' }),
            'aria-busy': true,
          })
        ) : (
          <span key={index} role="gridcell" />
        ),
      );
      continue;
    }
    const isLast = index === shown - 1;
    const more = isLast && remaining > 0 ? remaining : 0;
    const selected = selection.ids.has(photo.imageId);
    cells.push(
      cell(
        index,
        <PhotoTile
          key={photo.imageId}
          photo={photo}
          size={thumbnailSize}
          box={box}
          selected={selected}
          selecting={selection.active}
          more={more}
          moreLabel={
            more > 0
              ? intl.formatMessage(
                  { id: 'photos.timeline.moreLabel' },
                  { count: remaining, month: label },
                )
              : undefined
          }
          onOpen={onOpen}
          onToggle={onToggle}
          onMore={() => {
            timelineActions.requestMore(key);
          }}
          inGrid
        />,
        { 'aria-selected': selected },
      ),
    );
  }
  return (
    <div
      className={styles.tileRow}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap, height: tileSize }}
    >
      {cells}
    </div>
  );
});
