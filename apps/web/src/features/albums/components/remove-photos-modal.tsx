import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import styles from '@/features/albums/components/album-modals.module.css';

interface RemovePhotosModalProps {
  open: boolean;
  count: number;
  albumName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete from album': the photos leave the album, never the library. */
export function RemovePhotosModal({
  open,
  count,
  albumName,
  pending,
  onConfirm,
  onClose,
}: RemovePhotosModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title={intl.formatMessage({ id: 'albums.remove.title' })}
    >
      <p className={styles.text}>
        {intl.formatMessage({ id: 'albums.remove.text' }, { count, albumName })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {intl.formatMessage({ id: 'albums.remove.cancel' })}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {intl.formatMessage({ id: pending ? 'albums.remove.removing' : 'albums.remove.confirm' })}
        </Button>
      </div>
    </Modal>
  );
}
