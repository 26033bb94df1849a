import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useNavigate } from 'react-router';
import type { Photo } from '@my-account/contract/photos';
import { paths } from '@/config/paths';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
import { LazyDialog } from '@/components/lazy/lazy-dialog';
import { preload } from '@/components/lazy/preload';
import { Tabs } from '@/components/tabs/tabs';
import { notify } from '@/components/toast/notify';
import type { PhotoSource } from '@/lib/photo-actions';
import { useBreakpoint } from '@/lib/use-breakpoint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteAllPhotos } from '@/features/photos/api/delete-all-photos';
import { useDeletePhotos } from '@/features/photos/api/delete-photos';
import { usePhotoUserSummary } from '@/features/photos/api/get-photo-user-summary';
import { useRefreshAfterUpload } from '@/features/photos/api/refresh-after-upload';
import { BulkDeleteError } from '@/features/photos/lib/delete-in-batches';
import { triggerFeedbackSurvey } from '@/features/photos/lib/feedback-survey';
import { saveScrollPosition } from '@/lib/photos/scroll-position';
import { useStore } from '@/features/photos/state/create-store';
import { selectionActions, selectionStore } from '@/features/photos/state/selection-store';
import { timelineActions } from '@/features/photos/state/timeline-store';
import { useEscapeEndsSelection } from '@/features/photos/state/use-escape-ends-selection';
import { PhotosHeader } from '@/features/photos/components/photos-header';
import { PhotosPanel } from '@/features/photos/components/photos-panel';
import { StorageStatus } from '@/features/photos/components/storage-status';
import {
  LazyConfirmDeleteModal,
  LazyDeleteAllModal,
  LazyPhotoPreview,
  LazyUploadIndicator,
  LazyUploadModal,
} from '@/features/photos/components/lazy-photos';
import { uploadQueueLoadedStore, useOnUploadsFinished } from '@/features/photos/state/upload-runs';
import styles from '@/features/photos/components/photos-page.module.css';

export interface PhotosPageProps {
  albumViewEnabled: boolean;
  timelineViewEnabled: boolean;
  uploadEnabled: boolean;
  reactivationEnabled: boolean;
  /** Embedded in a native app: no back link. */
  stripped: boolean;
  faqUrl: string | undefined;
  shopUrl: string | undefined;
  /** Which tab the route shows: the photos (`/my-photos/photos`) or the albums (`/my-photos/albums`). */
  tab: PhotosTab;
  /** The Albums tab's content (the albums feature, composed by the route). */
  albumsPanel: ReactNode;
  /** The Albums tab is pointed at or focused: its content may start loading. */
  onAlbumsTabIntent?: () => void;
  /** Albums shared with the customer, added to the tab count (0 while the shared-albums flag is off). */
  sharedAlbumsCount: number | undefined;
  /** 'Export' in the photos tools, next to 'Delete all' (the exports feature). */
  exportButton?: ReactNode;
  /** Activation and import progress above the tabs (the activation feature). */
  activationPanel?: ReactNode;
}

export type PhotosTab = 'photos' | 'albums';

const LIBRARY: PhotoSource = { kind: 'library' };

type OpenModal = 'upload' | 'deleteSelected' | 'deleteAll' | undefined;

/** `/my-photos/photos`: header, tabs, the timeline, selection mode and the page's modals. */
export function PhotosPage({
  albumViewEnabled,
  timelineViewEnabled,
  uploadEnabled,
  reactivationEnabled,
  stripped,
  faqUrl,
  shopUrl,
  tab,
  albumsPanel,
  onAlbumsTabIntent,
  sharedAlbumsCount,
  exportButton,
  activationPanel,
}: PhotosPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const breakpoint = useBreakpoint();
  useDocumentTitle(intl.formatMessage({ id: 'photos.pageTitle' }));
  const [modal, setModal] = useState<OpenModal>(undefined);
  const summary = usePhotoUserSummary();
  const selection = useStore(selectionStore);
  // Only once the queue's code is there can it hold files for the indicator to show.
  const uploadQueueLoaded = useStore(uploadQueueLoadedStore);
  const deleteMany = useDeletePhotos();
  const deleteAll = useDeleteAllPhotos();
  const refreshAfterUpload = useRefreshAfterUpload();
  useEscapeEndsSelection();
  // The queue outlives this page; the latest page's refresh runs when a run of uploads ends.
  useOnUploadsFinished(() => {
    void refreshAfterUpload();
  });
  const closeModal = () => {
    setModal(undefined);
  };
  const closeDeleteAll = () => {
    deleteAll.reset();
    closeModal();
  };

  const preloadPreview = () => {
    preload(LazyPhotoPreview);
  };
  const openPhoto = (photo: Photo) => {
    if (!timelineViewEnabled) {
      selectionActions.toggle(photo.imageId);
      return;
    }
    saveScrollPosition({ x: window.scrollX, y: window.scrollY });
    void navigate(paths.photoPreview.getHref(photo.imageId));
  };

  const onDeleteSelected = () => {
    const ids = [...selection.ids];
    deleteMany.mutate(ids, {
      onSuccess: (deleted) => {
        closeModal();
        selectionActions.end();
        notify.success(
          intl.formatMessage({ id: 'photos.delete.deletedMany' }, { count: deleted.length }),
        );
      },
      onError: (error) => {
        closeModal();
        if (error instanceof BulkDeleteError) {
          selectionActions.forget(error.deletedIds);
        }
        notify.error(intl.formatMessage({ id: 'photos.delete.errorMany' }));
      },
    });
  };

  const onDeleteAll = () => {
    deleteAll.mutate(undefined, {
      onSuccess: () => {
        closeModal();
        deleteAll.reset();
        selectionActions.end();
        timelineActions.reset();
        void navigate(paths.photos);
        window.scrollTo(0, 0);
        triggerFeedbackSurvey({ trigger: 'photos-deleted-all' });
        notify.success(intl.formatMessage({ id: 'photos.deleteAll.success' }));
      },
    });
  };

  // Fixed at the bottom, but placed just before the grid in the page's order: from any photo,
  // Shift+Tab reaches its actions (decision 0267).
  const selectionToolbar = selection.active ? (
    <SelectionToolbar
      photoIds={[...selection.ids]}
      source={LIBRARY}
      deleteLabel={intl.formatMessage({ id: 'photos.selection.delete' })}
      onDelete={() => {
        setModal('deleteSelected');
      }}
      onDeleteIntent={() => {
        preload(LazyConfirmDeleteModal);
      }}
      onDeselectAll={selectionActions.deselectAll}
      onExit={selectionActions.end}
      onDone={selectionActions.end}
    />
  ) : null;

  const unknown = intl.formatMessage({ id: 'photos.tabs.unknownCount' });
  const tabLabel = (id: string, count: number | undefined) => (
    <span className={styles.tabLabel}>
      {intl.formatMessage({ id })}
      <span className={styles.tabCount}>{count ?? unknown}</span>
    </span>
  );

  const albumsTab = {
    id: 'albums' as const,
    label: tabLabel(
      'photos.tabs.albums',
      summary.data === undefined || sharedAlbumsCount === undefined
        ? undefined
        : summary.data.albumsCount + sharedAlbumsCount,
    ),
    content: albumsPanel,
    onIntent: onAlbumsTabIntent,
  };

  return (
    <div className={styles.page} data-selecting={selection.active || undefined}>
      <PhotosHeader
        showBackLink={breakpoint === 'small' && !stripped}
        storageButton={
          <StorageStatus autoOpenWhenCritical={reactivationEnabled} shopUrl={shopUrl} />
        }
        uploads={
          uploadEnabled && uploadQueueLoaded && modal !== 'upload' ? (
            <Suspense fallback={null}>
              <LazyUploadIndicator
                onOpen={() => {
                  setModal('upload');
                }}
              />
            </Suspense>
          ) : null
        }
        onAddPhotos={
          uploadEnabled
            ? () => {
                setModal('upload');
              }
            : undefined
        }
      />
      {activationPanel}
      <Tabs
        label={intl.formatMessage({ id: 'photos.tabs.label' })}
        selectedId={tab}
        onSelect={(id) => {
          void navigate(id === 'albums' ? paths.albums : paths.photos);
        }}
        items={[
          {
            id: 'photos',
            label: tabLabel('photos.tabs.photos', summary.data?.photosCount),
            content: (
              <PhotosPanel
                albumViewEnabled={albumViewEnabled}
                faqUrl={faqUrl}
                uploadEnabled={uploadEnabled}
                onAddPhotos={() => {
                  setModal('upload');
                }}
                onDeleteAll={() => {
                  setModal('deleteAll');
                }}
                onOpen={openPhoto}
                onOpenIntent={timelineViewEnabled ? preloadPreview : undefined}
                queryClient={queryClient}
                exportButton={exportButton}
                selectionToolbar={selectionToolbar}
              />
            ),
          },
          // Without the album view there is no album at all: no tab, no cards (issue 17).
          ...(albumViewEnabled ? [albumsTab] : []),
        ]}
      />

      {uploadEnabled ? (
        <LazyDialog
          open={modal === 'upload'}
          title={intl.formatMessage({ id: 'photos.upload.title' })}
          onClose={closeModal}
        >
          <LazyUploadModal open={modal === 'upload'} onClose={closeModal} />
        </LazyDialog>
      ) : null}
      <LazyDialog
        open={modal === 'deleteSelected'}
        title={intl.formatMessage({ id: 'photos.delete.selectedTitle' })}
        onClose={closeModal}
      >
        <LazyConfirmDeleteModal
          open={modal === 'deleteSelected'}
          count={selection.ids.size}
          pending={deleteMany.isPending}
          onConfirm={onDeleteSelected}
          onClose={closeModal}
        />
      </LazyDialog>
      <LazyDialog
        open={modal === 'deleteAll'}
        title={intl.formatMessage({ id: 'photos.deleteAll.title' })}
        onClose={closeDeleteAll}
      >
        <LazyDeleteAllModal
          open={modal === 'deleteAll'}
          pending={deleteAll.isPending}
          failed={deleteAll.isError}
          onConfirm={onDeleteAll}
          onClose={closeDeleteAll}
        />
      </LazyDialog>
      <Outlet />
    </div>
  );
}
