import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { notify } from '@/components/toast/notify';
import { getMonthPhotoIdsQueryOptions } from '@/features/photos/api/get-month-photo-ids';
import { isMonthSelected } from '@/lib/photos/selection';
import { isUnknownMonth, monthKey } from '@/features/photos/lib/timeline-layout';
import { useStore } from '@/features/photos/state/create-store';
import { selectionActions, selectionStore } from '@/features/photos/state/selection-store';
import { useMonthPhotos } from '@/features/photos/state/use-month-photos';
import { GRID_CELL_ATTRIBUTE, gridCellId } from '@/features/photos/state/use-grid-keyboard';
import styles from '@/features/photos/components/timeline.module.css';

export function useMonthLabel(year: number, month: number): string {
  const intl = useIntl();
  if (isUnknownMonth(year, month)) {
    return intl.formatMessage({ id: 'photos.timeline.unknownDate' });
  }
  return intl.formatDate(Date.UTC(year, month - 1, 15), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A month's heading (in the customer's locale) with its count and select-all control: a row of
 * the grid, whose "Select all" is reached with the arrow keys (the grid is one tab stop).
 */
export const TimelineMonthHeader = memo(function TimelineMonthHeader({
  year,
  month,
  count,
  columns,
  tabStop,
}: {
  year: number;
  month: number;
  count: number;
  columns: number;
  /** Its "Select all" holds the grid's tab stop. */
  tabStop: boolean;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const label = useMonthLabel(year, month);
  const { photos } = useMonthPhotos(year, month);
  const selection = useStore(selectionStore);
  // Every id of the month, once "Select all" fetched them (never fetched just by showing).
  const monthIdsOptions = getMonthPhotoIdsQueryOptions(year, month);
  const fetchedIds = useQuery({ ...monthIdsOptions, enabled: false }).data;
  const knownIds = useMemo(
    () => [...photos.map((photo) => photo.imageId), ...(fetchedIds ?? [])],
    [photos, fetchedIds],
  );
  const allSelected = isMonthSelected(selection, knownIds, count);
  const [loading, setLoading] = useState(false);

  const onClick = async () => {
    if (loading) {
      return;
    }
    if (allSelected) {
      selectionActions.setGroup(knownIds, false);
      return;
    }
    // The photos not loaded yet count too: when some are missing, fetch all ids (500 a page).
    if (photos.length >= count) {
      selectionActions.setGroup(knownIds, true);
      return;
    }
    setLoading(true);
    try {
      selectionActions.setGroup(await queryClient.query(monthIdsOptions), true);
    } catch {
      notify.error(intl.formatMessage({ id: 'photos.timeline.monthError' }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.monthHeader} role="gridcell" aria-colspan={columns}>
      <div className={styles.monthTitle}>
        <h2 className={styles.monthName}>{label}</h2>
        <span className={styles.monthCount}>
          {intl.formatMessage({ id: 'photos.timeline.photoCount' }, { count })}
        </span>
      </div>
      <Button
        variant="ghost"
        size="small"
        disabled={count === 0}
        aria-busy={loading}
        tabIndex={tabStop ? 0 : -1}
        {...{
          [GRID_CELL_ATTRIBUTE]: gridCellId({
            kind: 'header',
            key: monthKey(year, month),
            column: 0,
          }),
        }}
        aria-label={intl.formatMessage(
          { id: allSelected ? 'photos.timeline.deselectMonth' : 'photos.timeline.selectMonth' },
          { month: label },
        )}
        onClick={() => {
          void onClick();
        }}
      >
        {intl.formatMessage({
          id: allSelected ? 'photos.timeline.deselectAll' : 'photos.timeline.selectAll',
        })}
      </Button>
    </div>
  );
});
