import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, SortKey } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { PreviewStage } from '@/components/photo-viewer/preview-stage';
import { useFullscreenDialog } from '@/components/photo-viewer/use-fullscreen-dialog';
import { Tooltip } from '@/components/tooltip/tooltip';
import { INITIAL_ZOOM, ZOOM_MAX, ZOOM_MIN } from '@/lib/photos/preview-gestures';
import { knownDateTaken, photoName } from '@/lib/photos/photo-info';
import { useBreakpoint } from '@/lib/use-breakpoint';
import styles from '@/components/photo-viewer/photo-viewer.module.css';

/** A bar action: offered, or shown but unavailable with the reason as its tooltip. */
export interface ViewerAction {
  onClick: (photo: Photo) => void;
  unavailable?: string;
}

interface AlbumPhotoViewerProps {
  label: string;
  backLabel: string;
  photos: readonly Photo[];
  index: number;
  totalCount: number;
  sortKey: SortKey;
  onClose: () => void;
  onGo: (photo: Photo) => void;
  download: ViewerAction | undefined;
  copy: ViewerAction | undefined;
  remove: ViewerAction;
  children?: ReactNode;
}

/**
 * The full-screen viewer of an album photo (the library's viewer pieces): back, previous and
 * next (arrows, keys, swipes), zoom, and the album's actions.
 */
export function AlbumPhotoViewer({
  label,
  backLabel,
  photos,
  index,
  totalCount,
  sortKey,
  onClose,
  onGo,
  download,
  copy,
  remove,
  children,
}: AlbumPhotoViewerProps) {
  const intl = useIntl();
  const mobile = useBreakpoint() === 'small';
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const dialogRef = useFullscreenDialog('album-photo-preview', onClose);
  const photo = index >= 0 ? photos[index] : undefined;
  const previous = index > 0 ? photos[index - 1] : undefined;
  const next = index >= 0 ? photos[index + 1] : undefined;

  const go = (target: Photo | undefined) => {
    if (target) {
      setZoom(INITIAL_ZOOM);
      onGo(target);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' && previous) {
      event.preventDefault();
      go(previous);
    } else if (event.key === 'ArrowRight' && next) {
      event.preventDefault();
      go(next);
    }
  };

  const longDate = (date: Date | string) => intl.formatDate(date, { dateStyle: 'long' });
  const taken = photo ? knownDateTaken(photo) : undefined;
  const dateLine = !photo
    ? undefined
    : sortKey === 'created'
      ? intl.formatMessage({ id: 'photos.tile.uploadedOnDate' }, { date: longDate(photo.created) })
      : taken
        ? intl.formatMessage({ id: 'photos.tile.takenOnDate' }, { date: longDate(taken) })
        : undefined;
  const zoomed = zoom.scale !== ZOOM_MIN;

  const barAction = (
    action: ViewerAction | undefined,
    labelId: string,
    icon: 'download' | 'albumAdd' | 'trash',
  ) => {
    if (!action) {
      return null;
    }
    const text = intl.formatMessage({ id: labelId });
    if (action.unavailable !== undefined) {
      return (
        <Tooltip content={action.unavailable}>
          {(triggerProps) => (
            <Button
              variant="ghost"
              iconOnly
              className={styles.barButton}
              aria-disabled="true"
              aria-label={text}
              {...triggerProps}
            >
              <Icon name={icon} />
            </Button>
          )}
        </Tooltip>
      );
    }
    return (
      <Button
        variant="ghost"
        iconOnly
        className={styles.barButton}
        disabled={!photo}
        aria-label={text}
        onClick={() => {
          if (photo) {
            action.onClick(photo);
          }
        }}
      >
        <Icon name={icon} />
      </Button>
    );
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.preview}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <Button variant="ghost" className={styles.barButton} onClick={onClose} autoFocus>
          <Icon name="arrowLeft" />
          <span className={styles.backText}>{backLabel}</span>
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
              id: zoomed ? 'albums.preview.zoomOut' : 'albums.preview.zoomIn',
            })}
            onClick={() => {
              setZoom({ scale: zoomed ? ZOOM_MIN : ZOOM_MAX, lastTapAt: Number.NEGATIVE_INFINITY });
            }}
          >
            <Icon name={zoomed ? 'zoomOut' : 'zoomIn'} />
          </Button>
          {barAction(download, 'albums.preview.download', 'download')}
          {barAction(copy, 'albums.preview.copyToAlbum', 'albumAdd')}
          {barAction(remove, 'albums.preview.delete', 'trash')}
        </div>
      </div>
      <PreviewStage
        photo={photo}
        mobile={mobile}
        zoom={zoom}
        onZoom={setZoom}
        onPrevious={
          previous
            ? () => {
                go(previous);
              }
            : undefined
        }
        onNext={
          next
            ? () => {
                go(next);
              }
            : undefined
        }
        onClose={onClose}
      />
      {index >= 0 ? (
        <p className={styles.position} aria-live="polite">
          {intl.formatMessage(
            { id: 'albums.preview.position' },
            { index: index + 1, total: Math.max(photos.length, totalCount) },
          )}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
