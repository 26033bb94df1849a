import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DownloadItem, DownloadStatus } from '@my-account/contract/downloads';
import { Button } from '@/components/button/button';
import { Icon, type IconName } from '@/components/icon/icon';
import { toast } from '@/components/toast/toast';
import { getDownloadUrl } from '@/features/downloads/api/get-download-url';
import { SETTLED_TOAST_MS } from '@/features/downloads/lib/archive-download';
import { isDownloadable } from '@/features/downloads/lib/download-validity';
import { saveFile } from '@/lib/save-file';
import styles from '@/features/downloads/components/downloads-page.module.css';
import { useFileSize } from '@/lib/use-file-size';

const STATUS_ICONS: Record<DownloadStatus, IconName> = {
  PENDING: 'cloud',
  IN_PROGRESS: 'cloud',
  READY: 'check',
  FAILED: 'warning',
  EXPIRED: 'blocked',
};

/** One archive: name, photo count, date, size, its state and, while valid, Download. */
export function DownloadCard({ item }: { item: DownloadItem }) {
  const intl = useIntl();
  const fileSize = useFileSize();
  const [saving, setSaving] = useState(false);
  // The list refreshes often enough; the time it was first shown is close enough for expiry.
  const [shownAt] = useState(Date.now);
  const downloadable = isDownloadable(item, shownAt);
  // A READY archive past its expiry is shown as expired even before the server sweeps it.
  const status: DownloadStatus = item.status === 'READY' && !downloadable ? 'EXPIRED' : item.status;
  const created = intl.formatDate(item.created, { dateStyle: 'medium', timeStyle: 'short' });
  const name = item.name ?? intl.formatMessage({ id: 'downloads.item.defaultName' }, { created });

  const onDownload = () => {
    setSaving(true);
    getDownloadUrl(item.id)
      .then((url) => {
        saveFile(url, `${item.id}.zip`);
      })
      .catch(() => {
        toast.error(intl.formatMessage({ id: 'downloads.errors.photos' }), {
          duration: SETTLED_TOAST_MS,
        });
      })
      .finally(() => {
        setSaving(false);
      });
  };

  return (
    <article className={styles.card} aria-label={name}>
      <span className={styles.cardIcon} aria-hidden="true">
        <Icon name="download" size={24} />
      </span>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{name}</h2>
        <p className={styles.cardMeta}>
          <span>
            {intl.formatMessage({ id: 'downloads.item.photos' }, { count: item.photoCount })}
          </span>
          {/* An unnamed archive is already named by its date. */}
          {item.name !== null ? <span>{created}</span> : null}
          {item.size !== null ? <span>{fileSize(item.size)}</span> : null}
        </p>
        {downloadable && item.expiresAt ? (
          <p className={styles.cardHint}>
            {intl.formatMessage(
              { id: 'downloads.item.availableUntil' },
              {
                date: intl.formatDate(item.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
            )}
          </p>
        ) : null}
      </div>
      <div className={styles.cardSide}>
        <span className={styles.badge} data-status={status}>
          <Icon name={STATUS_ICONS[status]} size={16} />
          {intl.formatMessage({ id: `downloads.status.${status}` })}
        </span>
        {downloadable ? (
          <Button
            variant="primary"
            size="small"
            onClick={onDownload}
            disabled={saving}
            aria-label={intl.formatMessage({ id: 'downloads.item.downloadNamed' }, { name })}
          >
            <Icon name="download" size={18} />
            {intl.formatMessage({ id: 'downloads.item.download' })}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
