import { useIntl } from 'react-intl';
import { ConfirmModal } from '@/components/modal/confirm-modal';

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
    <ConfirmModal
      open={open}
      title={intl.formatMessage({ id: 'albums.remove.title' })}
      text={intl.formatMessage({ id: 'albums.remove.text' }, { count, albumName })}
      cancelLabel={intl.formatMessage({ id: 'albums.remove.cancel' })}
      confirmLabel={intl.formatMessage({ id: 'albums.remove.confirm' })}
      pendingLabel={intl.formatMessage({ id: 'albums.remove.removing' })}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
