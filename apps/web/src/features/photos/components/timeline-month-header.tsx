import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { areAllSelected } from '@/features/photos/lib/selection';
import { isUnknownMonth } from '@/features/photos/lib/timeline-layout';
import { useStore } from '@/features/photos/state/create-store';
import { selectionActions, selectionStore } from '@/features/photos/state/selection-store';
import { useMonthPhotos } from '@/features/photos/state/use-month-photos';
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

/** A month's heading (in the customer's locale) with its count and select-all control. */
export function TimelineMonthHeader({
  year,
  month,
  count,
}: {
  year: number;
  month: number;
  count: number;
}) {
  const intl = useIntl();
  const label = useMonthLabel(year, month);
  const { photos } = useMonthPhotos(year, month);
  const selection = useStore(selectionStore);
  const ids = photos.map((photo) => photo.imageId);
  const allSelected = areAllSelected(selection, ids);
  return (
    <div className={styles.monthHeader}>
      <div className={styles.monthTitle}>
        <h2 className={styles.monthName}>{label}</h2>
        <span className={styles.monthCount}>
          {intl.formatMessage({ id: 'photos.timeline.photoCount' }, { count })}
        </span>
      </div>
      <Button
        variant="ghost"
        size="small"
        disabled={ids.length === 0}
        aria-label={intl.formatMessage(
          { id: allSelected ? 'photos.timeline.deselectMonth' : 'photos.timeline.selectMonth' },
          { month: label },
        )}
        onClick={() => {
          selectionActions.toggleGroup(ids);
        }}
      >
        {intl.formatMessage({
          id: allSelected ? 'photos.timeline.deselectAll' : 'photos.timeline.selectAll',
        })}
      </Button>
    </div>
  );
}
