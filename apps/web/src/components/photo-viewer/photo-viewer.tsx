import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, PhotoSortKey } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon, type IconName } from '@/components/icon/icon';
import { PreviewStage } from '@/components/photo-viewer/preview-stage';
import { useFullscreenDialog } from '@/components/photo-viewer/use-fullscreen-dialog';
import { Tooltip } from '@/components/tooltip/tooltip';
import { NamedIconButton } from '@/components/photo-viewer/named-icon-button';
import { knownDateTaken, photoName } from '@/lib/photos/photo-info';
import { ZOOM_MAX, ZOOM_MIN, type ZoomState } from '@/lib/photos/preview-gestures';
import { useBreakpoint } from '@/lib/use-breakpoint';
import styles from '@/components/photo-viewer/photo-viewer.module.css';

/** A bar action: offered, or shown but unavailable with the reason as its tooltip. */
export interface ViewerAction {
  onClick: (photo: Photo) => void;
  unavailable?: string;
  /** The button is pointed at or focused: what it opens may start loading. */
  onIntent?: () => void;
}

interface ViewerActionButtonProps {
  action: ViewerAction | undefined;
  photo: Photo | undefined;
  label: string;
  icon: IconName;
}

/** One icon button of the viewer's bar; nothing when the action is not offered at all. */
export function ViewerActionButton({ action, photo, label, icon }: ViewerActionButtonProps) {
  if (!action) {
    return null;
  }
  if (action.unavailable !== undefined) {
    return (
      <Tooltip content={action.unavailable} placement="bottom-end">
        {(triggerProps) => (
          <Button
            variant="ghost"
            iconOnly
            className={styles.barButton}
            aria-disabled="true"
            aria-label={label}
            {...triggerProps}
          >
            <Icon name={icon} />
          </Button>
        )}
      </Tooltip>
    );
  }
  return (
    <NamedIconButton
      label={label}
      icon={icon}
      placement="bottom-end"
      className={styles.barButton}
      disabled={!photo}
      onClick={() => {
        if (photo) {
          action.onClick(photo);
        }
      }}
      onPointerEnter={action.onIntent}
      onFocus={action.onIntent}
    />
  );
}

interface PhotoViewerProps {
  /** The modal stack's id of this viewer. */
  dialogId: string;
  label: string;
  backLabel: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  photo: Photo | undefined;
  /** Sorted by created, the date shown is the upload date (the spec's created-date view). */
  sortKey: PhotoSortKey;
  /** 'n of total', or undefined while the photo's place in the list is unknown. */
  positionText: string | undefined;
  /** The zoom lives with the caller: it resets it whenever it moves to another photo. */
  zoom: ZoomState;
  onZoom: (update: ZoomState | ((state: ZoomState) => ZoomState)) => void;
  onClose: () => void;
  /** Undefined where there is no previous / next photo. */
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
  /** The bar's actions after zoom. */
  actions: ReactNode;
  /** Modals opened from the viewer (they must sit inside its dialog to be usable). */
  children?: ReactNode;
}

/**
 * The full-screen photo viewer of the library and of albums: back, name and date, zoom, the
 * caller's actions, previous and next (arrows, keys, swipes) and the position.
 */
export function PhotoViewer({
  dialogId,
  label,
  backLabel,
  zoomInLabel,
  zoomOutLabel,
  photo,
  sortKey,
  positionText,
  zoom,
  onZoom,
  onClose,
  onPrevious,
  onNext,
  actions,
  children,
}: PhotoViewerProps) {
  const intl = useIntl();
  const mobile = useBreakpoint() === 'small';
  const dialogRef = useFullscreenDialog(dialogId, onClose);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // React bubbles keys from nested modals (the delete confirmation) and portals up to here:
    // arrows there move between their buttons and must not change the photo being confirmed.
    const target = event.target;
    if (!(target instanceof Element) || target.closest('dialog') !== event.currentTarget) {
      return;
    }
    if (event.key === 'ArrowLeft' && onPrevious) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && onNext) {
      event.preventDefault();
      onNext();
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
        {/* Icon-only on phones: the label shows on keyboard focus there, beside the button (the
            name and date wrap below it on phones). Always wrapped, so crossing the breakpoint
            does not remount the focused button. */}
        <Tooltip content={mobile ? backLabel : undefined} kind="name" placement="end">
          {(triggerProps) => (
            <Button
              variant="ghost"
              className={styles.barButton}
              onClick={onClose}
              autoFocus
              {...triggerProps}
            >
              <Icon name="arrowLeft" />
              <span className={styles.backText}>{backLabel}</span>
            </Button>
          )}
        </Tooltip>
        <div className={styles.info}>
          {photo ? <span className={styles.name}>{photoName(photo)}</span> : null}
          {dateLine ? <span className={styles.date}>{dateLine}</span> : null}
        </div>
        <div className={styles.barActions}>
          <NamedIconButton
            label={zoomed ? zoomOutLabel : zoomInLabel}
            icon={zoomed ? 'zoomOut' : 'zoomIn'}
            placement="bottom-end"
            className={styles.barButton}
            aria-pressed={zoomed}
            onClick={() => {
              onZoom({
                scale: zoomed ? ZOOM_MIN : ZOOM_MAX,
                lastTapAt: Number.NEGATIVE_INFINITY,
              });
            }}
          />
          {actions}
        </div>
      </div>
      <PreviewStage
        photo={photo}
        mobile={mobile}
        zoom={zoom}
        onZoom={onZoom}
        onPrevious={onPrevious}
        onNext={onNext}
        onClose={onClose}
      />
      {positionText !== undefined ? (
        <p className={styles.position} aria-live="polite">
          {positionText}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
