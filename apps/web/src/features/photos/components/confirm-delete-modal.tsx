import { useIntl } from 'react-intl';
import { ConfirmModal } from '@/components/modal/confirm-modal';

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
    <ConfirmModal
      open={open}
      title={intl.formatMessage({
        id: single ? 'photos.delete.singleTitle' : 'photos.delete.selectedTitle',
      })}
      text={
        single
          ? intl.formatMessage({ id: 'photos.delete.singleText' })
          : intl.formatMessage({ id: 'photos.delete.selectedText' }, { count })
      }
      cancelLabel={intl.formatMessage({ id: 'photos.delete.cancel' })}
      confirmLabel={intl.formatMessage({ id: 'photos.delete.confirm' })}
      pendingLabel={intl.formatMessage({ id: 'photos.delete.deleting' })}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
