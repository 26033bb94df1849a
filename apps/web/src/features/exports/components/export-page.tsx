import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { EXPORT_LINK_VALID_DAYS } from '@my-account/contract/backups';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBackup } from '@/features/exports/api/get-backup';
import { exportPageView } from '@/features/exports/lib/export-states';
import { ChunkList } from '@/features/exports/components/chunk-list';
import { ExportModal } from '@/features/exports/components/export-modal';
import styles from '@/features/exports/components/exports.module.css';
import { BackLink } from '@/components/back-link/back-link';

/**
 * `/my-photos/exports/{backupId}` (the e-mail's link): the ready export's zip chunks, the export
 * error, or the expired-link message; an export still being made sends the customer to the
 * photos page.
 */
export function ExportPage({ backupId }: { backupId: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'exports.page.title' });
  useDocumentTitle(title);
  const backup = useBackup(backupId);
  const view = exportPageView({ data: backup.data, error: backup.error });
  const [modalOpen, setModalOpen] = useState(false);

  if (view.kind === 'processing') {
    return <Navigate to={paths.photos} replace />;
  }

  let body;
  switch (view.kind) {
    case 'loading':
      body = (
        <div className={styles.state} role="status">
          <Spinner />
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'exports.page.loading' })}
          </span>
        </div>
      );
      break;
    case 'error':
      body = (
        <div className={styles.state} role="alert">
          <Icon name="warning" size={32} />
          <p className={styles.stateTitle}>
            {intl.formatMessage({ id: 'exports.page.loadError' })}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              void backup.refetch();
            }}
          >
            {intl.formatMessage({ id: 'exports.page.retry' })}
          </Button>
        </div>
      );
      break;
    case 'expired':
      body = (
        <section className={styles.state} aria-labelledby="export-expired-title">
          <span className={styles.stateIcon} aria-hidden="true">
            <Icon name="blocked" size={32} />
          </span>
          <h2 id="export-expired-title" className={styles.stateTitle}>
            {intl.formatMessage({ id: 'exports.expired.title' })}
          </h2>
          <p className={styles.stateText}>
            {intl.formatMessage({ id: 'exports.expired.text' }, { days: EXPORT_LINK_VALID_DAYS })}
          </p>
          <Button
            variant="primary"
            onClick={() => {
              setModalOpen(true);
            }}
          >
            {intl.formatMessage({ id: 'exports.expired.action' })}
          </Button>
        </section>
      );
      break;
    case 'failed':
      body = (
        <section className={styles.state} aria-labelledby="export-error-title" role="alert">
          <span className={styles.stateIcon} data-tone="danger" aria-hidden="true">
            <Icon name="warning" size={32} />
          </span>
          <h2 id="export-error-title" className={styles.stateTitle}>
            {intl.formatMessage({ id: 'exports.failed.title' })}
          </h2>
          <p className={styles.stateText}>{intl.formatMessage({ id: 'exports.failed.text' })}</p>
          <Link to={paths.photos} className={styles.textLink}>
            {intl.formatMessage({ id: 'exports.failed.action' })}
          </Link>
        </section>
      );
      break;
    case 'ready':
      body = <ChunkList backup={view.backup} />;
      break;
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackLink to={paths.photos}>{intl.formatMessage({ id: 'exports.page.back' })}</BackLink>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {body}
      <ExportModal
        open={modalOpen}
        onClose={() => {
          setModalOpen(false);
        }}
      />
    </div>
  );
}
