import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EXPORT_LINK_VALID_DAYS, type Backup } from '@my-account/contract/backups';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { toast } from '@/components/toast/toast';
import { getBackupChunkUrl } from '@/features/exports/api/get-backup-chunk-url';
import { saveFile } from '@/lib/save-file';
import styles from '@/features/exports/components/exports.module.css';
import { useFileSize } from '@/lib/use-file-size';

type ReadyBackup = Extract<Backup, { status: 'READY' }>;

/** The ready banner and one row per zip chunk (part number, size, Download). */
export function ChunkList({ backup }: { backup: ReadyBackup }) {
  const intl = useIntl();
  const fileSize = useFileSize();
  const [busy, setBusy] = useState<number | undefined>(undefined);
  const total = backup.chunks.reduce((sum, chunk) => sum + chunk.size, 0);

  const onDownload = (iteration: number) => {
    setBusy(iteration);
    getBackupChunkUrl(backup.id, iteration)
      .then((url) => {
        saveFile(url);
      })
      .catch(() => {
        toast.error(intl.formatMessage({ id: 'exports.chunks.failed' }));
      })
      .finally(() => {
        setBusy(undefined);
      });
  };

  return (
    <div className={styles.ready}>
      <Banner tone="info">
        <strong>{intl.formatMessage({ id: 'exports.ready.title' })}</strong>{' '}
        <span className={styles.bannerText}>
          {intl.formatMessage(
            { id: 'exports.ready.text' },
            {
              count: backup.chunks.length,
              date: intl.formatDate(backup.updated, { dateStyle: 'medium' }),
              days: EXPORT_LINK_VALID_DAYS,
            },
          )}
        </span>
      </Banner>
      <section className={styles.chunks} aria-labelledby="export-chunks-title">
        <div className={styles.chunksHeader}>
          <h2 id="export-chunks-title" className={styles.chunksTitle}>
            {intl.formatMessage({ id: 'exports.chunks.title' })}
          </h2>
          <p className={styles.muted}>
            {intl.formatMessage(
              { id: 'exports.chunks.summary' },
              { count: backup.chunks.length, size: fileSize(total) },
            )}
          </p>
        </div>
        <ul className={styles.chunkList}>
          {backup.chunks.map((chunk) => {
            const label = intl.formatMessage(
              { id: 'exports.chunks.part' },
              { iteration: chunk.iteration },
            );
            return (
              <li key={chunk.iteration} className={styles.chunk}>
                <span className={styles.chunkIcon} aria-hidden="true">
                  <Icon name="download" size={20} />
                </span>
                <span className={styles.chunkName}>
                  {label}
                  <span className={styles.chunkSize}>{fileSize(chunk.size)}</span>
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={busy === chunk.iteration}
                  aria-label={intl.formatMessage(
                    { id: 'exports.chunks.downloadPart' },
                    { iteration: chunk.iteration },
                  )}
                  onClick={() => {
                    onDownload(chunk.iteration);
                  }}
                >
                  <Icon name="download" size={18} />
                  {intl.formatMessage({ id: 'exports.chunks.download' })}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
