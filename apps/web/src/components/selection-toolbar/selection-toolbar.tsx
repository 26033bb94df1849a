import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TEMP_SELECTION_MAX_PHOTOS } from '@my-account/contract/temp-selections';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Tooltip } from '@/components/tooltip/tooltip';
import { toolbarRules } from '@/components/selection-toolbar/toolbar-rules';
import { usePublishToolbarHeight } from '@/components/selection-toolbar/toolbar-height';
import { usePhotoActions, type PhotoSource } from '@/lib/photo-actions';
import styles from '@/components/selection-toolbar/selection-toolbar.module.css';

interface SelectionToolbarProps {
  /** The selected photos, in display order. */
  photoIds: readonly string[];
  source: PhotoSource;
  /** The view's own delete action ('Delete' in the library, 'Delete from album' in an album). */
  deleteLabel: string;
  onDelete: () => void;
  /** The pointer is over the delete button, or it has focus: its confirmation may load. */
  onDeleteIntent?: () => void;
  onDeselectAll: () => void;
  onExit: () => void;
  /** A bulk action went through: the view ends selection mode. */
  onDone: () => void;
}

type BulkAction = 'download' | 'copy' | 'order';

/**
 * The bottom toolbar of selection mode: the count and the actions, with the spec's rules
 * (nothing selected disables them all, download takes at most 100). Download, copy to album
 * and order prints come from other features through `usePhotoActions` and are offered only
 * when provided. In a shared album, copy, order prints and delete are shown but unavailable.
 */
export function SelectionToolbar({
  photoIds,
  source,
  deleteLabel,
  onDelete,
  onDeleteIntent,
  onDeselectAll,
  onExit,
  onDone,
}: SelectionToolbarProps) {
  const intl = useIntl();
  const actions = usePhotoActions();
  const [running, setRunning] = useState<BulkAction | undefined>(undefined);
  const toolbarRef = useRef<HTMLDivElement>(null);
  usePublishToolbarHeight(toolbarRef);
  const count = photoIds.length;
  const rules = toolbarRules(count);
  const readOnly = source.kind === 'sharedAlbum';
  const unavailable = intl.formatMessage({ id: 'photos.selection.unavailableShared' });

  const run = (action: BulkAction, perform: () => Promise<boolean>) => {
    setRunning(action);
    void perform()
      .then((done) => {
        if (done) {
          onDone();
        }
      })
      .finally(() => {
        setRunning(undefined);
      });
  };

  /** A button that may be unavailable, with a tooltip saying why. */
  const actionButton = (
    label: string,
    onClick: () => void,
    enabled: boolean,
    reason: string | undefined,
    icon?: ReactNode,
    /** Pointer over or focus on it: what it opens may start loading. */
    intent?: () => void,
  ) =>
    reason === undefined ? (
      <Button
        variant="secondary"
        size="small"
        disabled={!enabled}
        onClick={onClick}
        onPointerEnter={intent}
        onFocus={intent}
      >
        {icon}
        {label}
      </Button>
    ) : (
      <Tooltip content={reason}>
        {(triggerProps) => (
          <Button variant="secondary" size="small" aria-disabled="true" {...triggerProps}>
            {icon}
            {label}
          </Button>
        )}
      </Tooltip>
    );

  const { downloadPhotos, copyToAlbum, orderPrints, prepare } = actions;
  return (
    <div
      ref={toolbarRef}
      className={styles.toolbar}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'photos.selection.toolbarLabel' })}
      aria-busy={running !== undefined}
    >
      <div className={styles.start}>
        <Button
          variant="ghost"
          iconOnly
          aria-label={intl.formatMessage({ id: 'photos.selection.exit' })}
          onClick={onExit}
        >
          <Icon name="close" />
        </Button>
        <span className={styles.count} aria-live="polite">
          {intl.formatMessage({ id: 'photos.selection.selectedCount' }, { amount: count })}
        </span>
        <Button variant="ghost" size="small" disabled={!rules.anySelected} onClick={onDeselectAll}>
          {intl.formatMessage({ id: 'photos.selection.deselectAll' })}
        </Button>
      </div>
      <div className={styles.actions}>
        {orderPrints
          ? actionButton(
              intl.formatMessage({ id: 'photos.selection.orderPrints' }),
              () => {
                run('order', () => orderPrints(photoIds));
              },
              rules.printsAllowed && running === undefined,
              readOnly
                ? unavailable
                : rules.overPrintsLimit
                  ? intl.formatMessage(
                      { id: 'photos.selection.orderPrintsLimit' },
                      { limit: TEMP_SELECTION_MAX_PHOTOS },
                    )
                  : undefined,
              undefined,
              () => {
                prepare?.('orderPrints');
              },
            )
          : null}
        {downloadPhotos
          ? actionButton(
              intl.formatMessage({ id: 'photos.selection.download' }),
              () => {
                run('download', () => downloadPhotos({ photoIds, source }));
              },
              rules.downloadAllowed && running === undefined,
              rules.overDownloadLimit
                ? intl.formatMessage({ id: 'photos.selection.downloadLimit' })
                : undefined,
            )
          : null}
        {copyToAlbum
          ? actionButton(
              intl.formatMessage({ id: 'photos.selection.copyToAlbum' }),
              () => {
                run('copy', () => copyToAlbum(photoIds));
              },
              rules.anySelected && running === undefined,
              readOnly ? unavailable : undefined,
              undefined,
              () => {
                prepare?.('copyToAlbum');
              },
            )
          : null}
        {readOnly ? (
          actionButton(deleteLabel, onDelete, false, unavailable)
        ) : (
          <Button
            variant="primary"
            size="small"
            disabled={!rules.anySelected}
            onClick={onDelete}
            onPointerEnter={onDeleteIntent}
            onFocus={onDeleteIntent}
          >
            <Icon name="trash" size={18} className={styles.deleteIcon} />
            {deleteLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
