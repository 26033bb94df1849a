import clsx from 'clsx';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import type { UploadItem } from '@/features/photos/lib/upload-queue';
import { FilePreview } from '@/features/photos/components/file-preview';
import styles from '@/features/photos/components/upload-modal.module.css';

interface UploadRowProps {
  item: UploadItem;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * One file of the upload list: a small preview, its name, what happened and why. Retry only for
 * failures that can pass; a file refused for good shows the reason and can only be removed.
 * Memoised: a progress update re-renders its own row, not the 1,000 others.
 */
export const UploadRow = memo(function UploadRow({ item, onRetry, onRemove }: UploadRowProps) {
  const intl = useIntl();
  const percent = item.file.size > 0 ? Math.round((item.loaded / item.file.size) * 100) : 0;
  const statusText =
    item.status === 'failed'
      ? (item.error?.message ??
        intl.formatMessage({ id: item.error?.messageId ?? 'photos.upload.failedUnknown' }))
      : intl.formatMessage({
          id:
            item.status === 'done'
              ? 'photos.upload.done'
              : item.status === 'uploading'
                ? 'photos.upload.uploading'
                : 'photos.upload.queued',
        });
  return (
    <li className={clsx(styles.item, styles[item.status])}>
      <FilePreview file={item.file} />
      <div className={styles.itemMain}>
        <span className={styles.fileName}>{item.file.name}</span>
        <span className={styles.itemStatus}>
          {item.status === 'done' ? <Icon name="check" size={16} /> : null}
          {item.status === 'failed' ? <Icon name="warning" size={16} /> : null}
          {statusText}
        </span>
        {item.status === 'uploading' || item.status === 'done' ? (
          <progress
            className={styles.progress}
            max={100}
            value={item.status === 'done' ? 100 : percent}
            aria-label={intl.formatMessage(
              { id: 'photos.upload.progressLabel' },
              { name: item.file.name },
            )}
          />
        ) : null}
      </div>
      <div className={styles.itemActions}>
        {item.status === 'failed' && item.error?.retryable === true ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={intl.formatMessage(
              { id: 'photos.upload.retryName' },
              { name: item.file.name },
            )}
            onClick={() => {
              onRetry(item.id);
            }}
          >
            {intl.formatMessage({ id: 'photos.upload.retry' })}
          </Button>
        ) : null}
        {item.status === 'queued' || item.status === 'failed' ? (
          <Button
            variant="ghost"
            size="small"
            iconOnly
            aria-label={intl.formatMessage(
              { id: 'photos.upload.remove' },
              { name: item.file.name },
            )}
            onClick={() => {
              onRemove(item.id);
            }}
          >
            <Icon name="close" size={18} />
          </Button>
        ) : null}
      </div>
    </li>
  );
});
