import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { useBreakpoint } from '@/lib/use-breakpoint';
import { useTimelineCounts } from '@/features/photos/api/get-timeline-counts';
import { gridThumbnailSize } from '@/lib/photos/photo-info';
import { loadedTimelinePhotos } from '@/features/photos/state/photo-cache';
import { useStore } from '@/features/photos/state/create-store';
import { selectionActions, selectionStore } from '@/features/photos/state/selection-store';
import { timelineActions, timelineStore } from '@/features/photos/state/timeline-store';
import { SortSelect } from '@/components/sort-select/sort-select';
import { Timeline } from '@/features/photos/components/timeline';
import { WelcomeBanner } from '@/features/photos/components/welcome-banner';
import styles from '@/features/photos/components/photos-page.module.css';

interface PhotosPanelProps {
  albumViewEnabled: boolean;
  uploadEnabled: boolean;
  faqUrl: string | undefined;
  onAddPhotos: () => void;
  onDeleteAll: () => void;
  onOpen: (photo: Photo) => void;
  queryClient: QueryClient;
  /** 'Export', shown next to 'Delete all'. */
  exportButton?: ReactNode;
}

/** The Photos tab: welcome banner, tools (select, sort, delete all) and the timeline. */
export function PhotosPanel({
  albumViewEnabled,
  uploadEnabled,
  faqUrl,
  onAddPhotos,
  onDeleteAll,
  onOpen,
  queryClient,
  exportButton,
}: PhotosPanelProps) {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const counts = useTimelineCounts();
  const { sort } = useStore(timelineStore);
  const selection = useStore(selectionStore);
  const empty =
    counts.data !== undefined && counts.data.timeline.every((entry) => entry.count === 0);

  const onToggle = (photo: Photo, range: boolean) => {
    if (range) {
      const ordered = loadedTimelinePhotos(queryClient, counts.data, sort).map(
        (entry) => entry.photo.imageId,
      );
      selectionActions.range(ordered, photo.imageId);
    } else {
      selectionActions.toggle(photo.imageId);
    }
  };

  let body;
  if (counts.isPending) {
    body = (
      <div className={styles.state} role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage({ id: 'photos.loading' })}</span>
      </div>
    );
  } else if (counts.isError) {
    body = (
      <div className={styles.state} role="alert">
        <Icon name="warning" size={32} />
        <p className={styles.stateTitle}>{intl.formatMessage({ id: 'photos.loadError' })}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void counts.refetch();
          }}
        >
          {intl.formatMessage({ id: 'photos.retry' })}
        </Button>
      </div>
    );
  } else if (empty) {
    body = (
      <div className={styles.state}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <Icon name="photos" size={40} />
        </span>
        <h2 className={styles.stateTitle}>{intl.formatMessage({ id: 'photos.empty.title' })}</h2>
        <p className={styles.stateText}>{intl.formatMessage({ id: 'photos.empty.text' })}</p>
        {uploadEnabled ? (
          <Button variant="primary" onClick={onAddPhotos}>
            <Icon name="plus" size={20} />
            {intl.formatMessage({ id: 'photos.addPhotos' })}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <Timeline
        counts={counts.data}
        thumbnailSize={gridThumbnailSize(breakpoint)}
        onOpen={onOpen}
        onToggle={onToggle}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <WelcomeBanner albumViewEnabled={albumViewEnabled} faqUrl={faqUrl} />
      {counts.data && !empty ? (
        <div className={styles.tools}>
          <Button
            variant={selection.active ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={selection.active}
            onClick={selection.active ? selectionActions.end : selectionActions.start}
          >
            <Icon name="check" size={18} />
            {intl.formatMessage({ id: 'photos.selection.selectPhotos' })}
          </Button>
          <SortSelect value={sort} onChange={timelineActions.setSort} className={styles.sort} />
          <Button variant="ghost" size="small" className={styles.deleteAll} onClick={onDeleteAll}>
            <Icon name="trash" size={18} />
            {intl.formatMessage({ id: 'photos.deleteAll.open' })}
          </Button>
          {exportButton}
        </div>
      ) : null}
      {body}
    </div>
  );
}
