import { useIntl } from 'react-intl';
import { EXPORT_LINK_VALID_DAYS, EXPORT_PROCESSING_HOURS } from '@my-account/contract/backups';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { useCreateBackup } from '@/features/exports/api/create-backup';
import { exportCreationState } from '@/features/exports/lib/export-states';
import styles from '@/features/exports/components/exports.module.css';

interface ExportModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Export photos': what an export is, when it arrives and how long its links last; then the
 * request (uninitialized, requesting, success or failure).
 */
export function ExportModal({ open, onClose }: ExportModalProps) {
  const intl = useIntl();
  const create = useCreateBackup();
  const state = exportCreationState(create.status);

  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={state !== 'requesting'}
      title={intl.formatMessage({ id: 'exports.modal.title' })}
    >
      <div className={styles.modalBody}>
        {state === 'success' ? (
          <div className={styles.success} role="status">
            <span className={styles.successIcon} aria-hidden="true">
              <Icon name="check" size={28} />
            </span>
            <p className={styles.successTitle}>
              {intl.formatMessage({ id: 'exports.modal.processing' })}
            </p>
            <p className={styles.muted}>
              {intl.formatMessage(
                { id: 'exports.modal.processingText' },
                { hours: EXPORT_PROCESSING_HOURS },
              )}
            </p>
          </div>
        ) : (
          <>
            {state === 'failure' ? (
              <Banner tone="danger" role="alert">
                {intl.formatMessage({ id: 'exports.modal.failed' })}
              </Banner>
            ) : null}
            <p>{intl.formatMessage({ id: 'exports.modal.text' })}</p>
            <ul className={styles.facts}>
              <li>
                <Icon name="cloud" size={20} />
                {intl.formatMessage(
                  { id: 'exports.modal.within' },
                  { hours: EXPORT_PROCESSING_HOURS },
                )}
              </li>
              <li>
                <Icon name="download" size={20} />
                {intl.formatMessage(
                  { id: 'exports.modal.validity' },
                  { days: EXPORT_LINK_VALID_DAYS },
                )}
              </li>
            </ul>
          </>
        )}
        <div className={styles.actions}>
          {state === 'success' ? (
            <Button variant="primary" onClick={close}>
              {intl.formatMessage({ id: 'exports.modal.done' })}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close} disabled={state === 'requesting'}>
                {intl.formatMessage({ id: 'exports.modal.cancel' })}
              </Button>
              <Button
                variant="primary"
                disabled={state === 'requesting'}
                aria-busy={state === 'requesting'}
                onClick={() => {
                  create.mutate();
                }}
              >
                {intl.formatMessage({
                  id: state === 'requesting' ? 'exports.modal.requesting' : 'exports.modal.submit',
                })}
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
