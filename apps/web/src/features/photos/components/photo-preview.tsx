import { useEffect, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { notify } from '@/components/toast/notify';
import { usePhotoActions, type PhotoSource } from '@/lib/photo-actions';
import { useBreakpoint } from '@/lib/use-breakpoint';
import { useDeletePhoto } from '@/features/photos/api/delete-photo';
import { photosPaths } from '@/features/photos/photos-paths';
import { knownDateTaken, photoName } from '@/lib/photos/photo-info';
import {
  INITIAL_ZOOM,
  photoAfterDeletion,
  ZOOM_MAX,
  ZOOM_MIN,
} from '@/lib/photos/preview-gestures';
import { readScrollPosition } from '@/lib/photos/scroll-position';
import { usePreviewPhotos } from '@/features/photos/state/use-preview-photos';
import { ConfirmDeleteModal } from '@/features/photos/components/confirm-delete-modal';
import { PreviewStage } from '@/components/photo-viewer/preview-stage';
import { useFullscreenDialog } from '@/components/photo-viewer/use-fullscreen-dialog';
import styles from '@/components/photo-viewer/photo-viewer.module.css';

const LIBRARY: PhotoSource = { kind: 'library' };

/**
 * The full-screen viewer of `/my-photos/photos/preview/{id}` over the photos page: back,
 * previous/next (arrows, keys, swipes), zoom and delete. Closing returns to the list at the
 * saved scroll position; a missing photo sends the customer back to the list.
 */
export function PhotoPreview() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { photoId } = useParams();
  const mobile = useBreakpoint() === 'small';
  const { photos, index, current, totalCount, missing, sort } = usePreviewPhotos(photoId);
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deletion = useDeletePhoto();
  const { downloadPhoto, copyToAlbum } = usePhotoActions();

  const close = () => {
    void navigate(photosPaths.photos);
    const saved = readScrollPosition();
    if (saved) {
      requestAnimationFrame(() => {
        window.scrollTo(saved.x, saved.y);
      });
    }
  };
  const dialogRef = useFullscreenDialog('photo-preview', close);

  useEffect(() => {
    if (missing && !deletion.isPending) {
      void navigate(photosPaths.photos, { replace: true });
    }
  }, [missing, deletion.isPending, navigate]);

  const goTo = (target: number) => {
    const entry = photos[target];
    if (entry) {
      setZoom(INITIAL_ZOOM);
      void navigate(photosPaths.preview(entry.photo.imageId), { replace: true });
    }
  };
  const hasPrevious = index > 0;
  const hasNext = index >= 0 && index < photos.length - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === 'ArrowRight' && hasNext) {
      event.preventDefault();
      goTo(index + 1);
    }
  };

  const onDelete = () => {
    if (!current) {
      return;
    }
    // A photo shown before its month found it in the timeline has no neighbours yet.
    const target = index >= 0 ? photoAfterDeletion(photos, index) : undefined;
    setConfirmOpen(false);
    deletion.mutate(current.photo.imageId, {
      onError: () => {
        notify.error(intl.formatMessage({ id: 'photos.delete.errorOne' }));
      },
    });
    if (target) {
      setZoom(INITIAL_ZOOM);
      void navigate(photosPaths.preview(target.photo.imageId), { replace: true });
    } else {
      close();
    }
  };

  const photo = current?.photo;
  const longDate = (date: Date | string) => intl.formatDate(date, { dateStyle: 'long' });
  const taken = photo ? knownDateTaken(photo) : undefined;
  // Sorted by created, the preview shows the upload date (the spec's created-date view).
  const dateLine = !photo
    ? undefined
    : sort.sortKey === 'created'
      ? intl.formatMessage({ id: 'photos.tile.uploadedOnDate' }, { date: longDate(photo.created) })
      : taken
        ? intl.formatMessage({ id: 'photos.tile.takenOnDate' }, { date: longDate(taken) })
        : undefined;
  const zoomed = zoom.scale !== ZOOM_MIN;

  return (
    <dialog
      ref={dialogRef}
      className={styles.preview}
      aria-label={intl.formatMessage({ id: 'photos.preview.label' })}
      onCancel={(event) => {
        event.preventDefault();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <Button variant="ghost" className={styles.barButton} onClick={close} autoFocus>
          <Icon name="arrowLeft" />
          <span className={styles.backText}>
            {intl.formatMessage({ id: 'photos.preview.back' })}
          </span>
        </Button>
        <div className={styles.info}>
          {photo ? <span className={styles.name}>{photoName(photo)}</span> : null}
          {dateLine ? <span className={styles.date}>{dateLine}</span> : null}
        </div>
        <div className={styles.barActions}>
          <Button
            variant="ghost"
            iconOnly
            className={styles.barButton}
            aria-pressed={zoomed}
            aria-label={intl.formatMessage({
              id: zoomed ? 'photos.preview.zoomOut' : 'photos.preview.zoomIn',
            })}
            onClick={() => {
              setZoom({ scale: zoomed ? ZOOM_MIN : ZOOM_MAX, lastTapAt: Number.NEGATIVE_INFINITY });
            }}
          >
            <Icon name={zoomed ? 'zoomOut' : 'zoomIn'} />
          </Button>
          {downloadPhoto ? (
            <Button
              variant="ghost"
              iconOnly
              className={styles.barButton}
              disabled={!photo}
              aria-label={intl.formatMessage({ id: 'photos.preview.download' })}
              onClick={() => {
                if (photo) {
                  void downloadPhoto(photo.imageId, LIBRARY);
                }
              }}
            >
              <Icon name="download" />
            </Button>
          ) : null}
          {copyToAlbum ? (
            <Button
              variant="ghost"
              iconOnly
              className={styles.barButton}
              disabled={!photo}
              aria-label={intl.formatMessage({ id: 'photos.preview.copyToAlbum' })}
              onClick={() => {
                if (photo) {
                  void copyToAlbum([photo.imageId]);
                }
              }}
            >
              <Icon name="albumAdd" />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            iconOnly
            className={styles.barButton}
            disabled={!photo}
            aria-label={intl.formatMessage({ id: 'photos.preview.delete' })}
            onClick={() => {
              setConfirmOpen(true);
            }}
          >
            <Icon name="trash" />
          </Button>
        </div>
      </div>

      <PreviewStage
        photo={photo}
        mobile={mobile}
        zoom={zoom}
        onZoom={setZoom}
        onPrevious={
          hasPrevious
            ? () => {
                goTo(index - 1);
              }
            : undefined
        }
        onNext={
          hasNext
            ? () => {
                goTo(index + 1);
              }
            : undefined
        }
        onClose={close}
      />
      {index >= 0 ? (
        <p className={styles.position} aria-live="polite">
          {intl.formatMessage(
            { id: 'photos.preview.position' },
            { index: index + 1, total: Math.max(photos.length, totalCount) },
          )}
        </p>
      ) : null}
      <ConfirmDeleteModal
        open={confirmOpen}
        count={1}
        single
        onConfirm={onDelete}
        onClose={() => {
          setConfirmOpen(false);
        }}
      />
    </dialog>
  );
}
