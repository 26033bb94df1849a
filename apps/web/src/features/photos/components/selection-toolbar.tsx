import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Tooltip } from '@/components/tooltip/tooltip';
import { toolbarRules } from '@/features/photos/lib/selection';
import styles from '@/features/photos/components/selection-toolbar.module.css';

interface SelectionToolbarProps {
  count: number;
  albumViewEnabled: boolean;
  onDelete: () => void;
  onDeselectAll: () => void;
  onExit: () => void;
}

/**
 * The bottom toolbar of selection mode: the count and the actions. Download, copy to album
 * and order prints follow the spec's enable rules; their actions come with their issues (they
 * are shown disabled with "Coming soon" until then).
 */
export function SelectionToolbar({
  count,
  albumViewEnabled,
  onDelete,
  onDeselectAll,
  onExit,
}: SelectionToolbarProps) {
  const intl = useIntl();
  const rules = toolbarRules(count);
  const comingSoon = intl.formatMessage({ id: 'photos.selection.comingSoon' });
  const downloadLabel = intl.formatMessage({ id: 'photos.selection.download' });

  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'photos.selection.toolbarLabel' })}
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
        <Tooltip
          content={
            rules.overDownloadLimit
              ? intl.formatMessage({ id: 'photos.selection.downloadLimit' })
              : comingSoon
          }
        >
          {(triggerProps) => (
            <Button variant="secondary" size="small" aria-disabled="true" {...triggerProps}>
              {downloadLabel}
            </Button>
          )}
        </Tooltip>
        {albumViewEnabled ? (
          <Tooltip content={comingSoon}>
            {(triggerProps) => (
              <Button variant="secondary" size="small" aria-disabled="true" {...triggerProps}>
                {intl.formatMessage({ id: 'photos.selection.copyToAlbum' })}
              </Button>
            )}
          </Tooltip>
        ) : null}
        <Tooltip content={comingSoon}>
          {(triggerProps) => (
            <Button variant="secondary" size="small" aria-disabled="true" {...triggerProps}>
              {intl.formatMessage({ id: 'photos.selection.orderPrints' })}
            </Button>
          )}
        </Tooltip>
        <Button variant="primary" size="small" disabled={!rules.anySelected} onClick={onDelete}>
          <Icon name="trash" size={18} />
          {intl.formatMessage({ id: 'photos.selection.delete' })}
        </Button>
      </div>
    </div>
  );
}
