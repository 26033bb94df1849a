import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import styles from '@/features/photos/components/modals.module.css';

interface ConfirmDeleteModalProps {
  open: boolean;
  /** How many photos: 1 words the single-photo modal. */
  count: number;
  single?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete selected photos' and 'Delete photo': a plain confirmation. */
export function ConfirmDeleteModal({
  open,
  count,
  single,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title={intl.formatMessage({
        id: single ? 'photos.delete.singleTitle' : 'photos.delete.selectedTitle',
      })}
    >
      <p className={styles.text}>
        {single
          ? intl.formatMessage({ id: 'photos.delete.singleText' })
          : intl.formatMessage({ id: 'photos.delete.selectedText' }, { count })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {intl.formatMessage({ id: 'photos.delete.cancel' })}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {intl.formatMessage({ id: pending ? 'photos.delete.deleting' : 'photos.delete.confirm' })}
        </Button>
      </div>
    </Modal>
  );
}
