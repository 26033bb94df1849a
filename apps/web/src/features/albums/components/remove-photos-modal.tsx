import { useIntl } from 'react-intl';
import { ConfirmModal } from '@/components/modal/confirm-modal';

interface RemovePhotosModalProps {
  open: boolean;
  count: number;
  albumName: string;
  pending: boolean;
  /** The removal failed: the spec's message, the modal stays open for another try. */
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete from album': the photos leave the album, never the library. */
export function RemovePhotosModal({
  open,
  count,
  albumName,
  pending,
  failed,
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
      error={
        failed
          ? intl.formatMessage({
              id: count === 1 ? 'albums.remove.errorOne' : 'albums.remove.errorMany',
            })
          : undefined
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
