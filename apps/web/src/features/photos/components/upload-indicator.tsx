import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { summarise } from '@/features/photos/lib/upload-queue';
import { useUploadQueue } from '@/features/photos/state/use-upload-queue';
import { UploadOverallProgress } from '@/features/photos/components/upload-summary-text';
import styles from '@/features/photos/components/upload-indicator.module.css';

/**
 * The uploads while their dialog is closed: how many are done (a polite status), the overall
 * progress, and the way back to the list. Once nothing is left to send it can be dismissed.
 */
export function UploadIndicator({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  const queue = useUploadQueue();
  const summary = summarise(queue.state);
  if (summary.total === 0) {
    return null;
  }
  const settled = summary.queued === 0;
  return (
    <div
      className={styles.indicator}
      role="group"
      aria-label={intl.formatMessage({ id: 'photos.upload.indicatorLabel' })}
    >
      <Icon name={settled ? (summary.failed > 0 ? 'warning' : 'check') : 'upload'} size={18} />
      <div className={styles.text}>
        <UploadOverallProgress
          summary={summary}
          statusClassName={styles.count}
          progressClassName={styles.progress}
        />
      </div>
      <Button variant="secondary" size="small" onClick={onOpen}>
        {intl.formatMessage({ id: 'photos.upload.indicatorShow' })}
      </Button>
      {settled ? (
        <Button
          variant="ghost"
          size="small"
          iconOnly
          aria-label={intl.formatMessage({ id: 'photos.upload.indicatorDismiss' })}
          onClick={queue.clear}
        >
          <Icon name="close" size={18} />
        </Button>
      ) : null}
    </div>
  );
}
