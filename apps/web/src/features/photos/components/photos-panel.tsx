import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { preloadOnIntent } from '@/components/lazy/preload';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { useBreakpoint } from '@/lib/use-breakpoint';
import { useTimelineCounts } from '@/features/photos/api/get-timeline-counts';
import { gridThumbnailSize } from '@/lib/photos/photo-info';
import { loadedTimelinePhotos } from '@/features/photos/state/photo-cache';
import { createStore, useStore } from '@/features/photos/state/create-store';
import { selectionActions, selectionStore } from '@/features/photos/state/selection-store';
import { timelineActions, timelineStore } from '@/features/photos/state/timeline-store';
import { SortSelect } from '@/components/sort-select/sort-select';
import { JumpToDate } from '@/features/photos/components/jump-to-date';
import {
  LazyDeleteAllModal,
  LazyUploadIndicator,
  LazyUploadModal,
} from '@/features/photos/components/lazy-photos';
import { Timeline } from '@/features/photos/components/timeline';
import { WelcomeBanner } from '@/features/photos/components/welcome-banner';
import { ZoomControl } from '@/features/photos/components/zoom-control';
import styles from '@/features/photos/components/photos-page.module.css';
import { PHOTO_SORT_CHOICES } from '@/lib/photos/sort-preference';

/**
 * Whether the customer's library is active, as far as this page knows. Activation is another
 * feature, so `app/` (which composes both) tells this panel through `libraryStateStore`:
 * 'unknown' until it has answered, 'not-active' while the library is NOT_ACTIVE or IMPORTING
 * (its photos are still to come, so an empty timeline means nothing yet), 'active' otherwise.
 */
export type LibraryState = 'unknown' | 'not-active' | 'active';
export const libraryStateStore = createStore<LibraryState>('unknown');

interface PhotosPanelProps {
  albumViewEnabled: boolean;
  uploadEnabled: boolean;
  faqUrl: string | undefined;
  onAddPhotos: () => void;
  onDeleteAll: () => void;
  onOpen: (photo: Photo) => void;
  /** A photo is pointed at or focused: the preview may load. */
  onOpenIntent?: (() => void) | undefined;
  queryClient: QueryClient;
  /** 'Export', shown next to 'Delete all'. */
  exportButton?: ReactNode;
  /** The selection toolbar: fixed at the bottom, just before the grid in focus order. */
  selectionToolbar?: ReactNode;
}

/**
 * The Photos tab: welcome banner, tools (select, sort, delete all) and the timeline, or the
 * empty state once the library is known to be active.
 */
export function PhotosPanel({
  albumViewEnabled,
  uploadEnabled,
  faqUrl,
  onAddPhotos,
  onDeleteAll,
  onOpen,
  onOpenIntent,
  queryClient,
  exportButton,
  selectionToolbar,
}: PhotosPanelProps) {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const counts = useTimelineCounts();
  const { sort } = useStore(timelineStore);
  const selection = useStore(selectionStore);
  const libraryState = useStore(libraryStateStore);
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
    body = <LoadingState text={intl.formatMessage({ id: 'photos.loading' })} />;
  } else if (counts.isError) {
    body = (
      <LoadErrorState
        text={intl.formatMessage({ id: 'photos.loadError' })}
        retryLabel={intl.formatMessage({ id: 'photos.retry' })}
        onRetry={() => {
          void counts.refetch();
        }}
      />
    );
  } else if (empty && libraryState === 'not-active') {
    // The activation panel above is the one message: 'empty' would contradict its import.
    body = null;
  } else if (empty && libraryState === 'unknown') {
    body = <LoadingState text={intl.formatMessage({ id: 'photos.loading' })} />;
  } else if (empty) {
    body = (
      <EmptyState
        icon="photos"
        iconSize={40}
        title={intl.formatMessage({ id: 'photos.empty.title' })}
        text={intl.formatMessage({ id: 'photos.empty.text' })}
        action={
          uploadEnabled ? (
            <Button
              variant="primary"
              onClick={onAddPhotos}
              {...preloadOnIntent(LazyUploadModal, LazyUploadIndicator)}
            >
              <Icon name="plus" size={20} />
              {intl.formatMessage({ id: 'photos.addPhotos' })}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <Timeline
        counts={counts.data}
        thumbnailSize={gridThumbnailSize(breakpoint)}
        onOpen={onOpen}
        onToggle={onToggle}
        onOpenIntent={onOpenIntent}
      />
    );
  }

  return (
    <div className={styles.panel}>
      {/* Until the library is active the activation card is the page's one banner (decision
          0274): a welcome about managing photos that are not there yet would stack on it. */}
      {libraryState === 'not-active' ? null : (
        <WelcomeBanner albumViewEnabled={albumViewEnabled} faqUrl={faqUrl} />
      )}
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
          <SortSelect
            choices={PHOTO_SORT_CHOICES}
            value={sort}
            onChange={timelineActions.setSort}
            className={styles.sort}
          />
          <JumpToDate counts={counts.data.timeline} className={styles.jump} />
          <ZoomControl />
          <Button
            variant="ghost"
            size="small"
            className={styles.deleteAll}
            onClick={onDeleteAll}
            {...preloadOnIntent(LazyDeleteAllModal)}
          >
            <Icon name="trash" size={18} />
            {intl.formatMessage({ id: 'photos.deleteAll.open' })}
          </Button>
          {exportButton ? <span className={styles.export}>{exportButton}</span> : null}
        </div>
      ) : null}
      {selectionToolbar}
      {body}
    </div>
  );
}
