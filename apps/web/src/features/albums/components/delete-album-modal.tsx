import { useIntl } from 'react-intl';
import { ConfirmModal } from '@/components/modal/confirm-modal';

/** Which words the modal uses: an own album, or a shared one as its owner or a participant. */
export type DeleteAlbumKind = 'own' | 'sharedOwner' | 'sharedParticipant';

interface DeleteAlbumModalProps {
  open: boolean;
  kind: DeleteAlbumKind;
  albumName: string;
  pending: boolean;
  /** Spec: a failure keeps the modal open with 'Unable to remove album. Please try again'. */
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The words of each kind: a participant leaves a shared album rather than deleting it. */
interface ModalTexts {
  title: string;
  text: string;
  error: string;
  cancel: string;
  confirm: string;
  pending: string;
}

const TEXTS: Record<DeleteAlbumKind, ModalTexts> = {
  own: {
    title: 'albums.delete.title',
    text: 'albums.delete.text',
    error: 'albums.delete.error',
    cancel: 'albums.delete.cancel',
    confirm: 'albums.delete.confirm',
    pending: 'albums.delete.deleting',
  },
  sharedOwner: {
    title: 'sharedAlbums.delete.title',
    text: 'sharedAlbums.delete.ownerText',
    error: 'sharedAlbums.delete.error',
    cancel: 'sharedAlbums.delete.cancel',
    confirm: 'sharedAlbums.delete.confirm',
    pending: 'sharedAlbums.delete.deleting',
  },
  sharedParticipant: {
    title: 'sharedAlbums.leave.title',
    text: 'sharedAlbums.leave.text',
    error: 'sharedAlbums.leave.error',
    cancel: 'sharedAlbums.leave.cancel',
    confirm: 'sharedAlbums.leave.confirm',
    pending: 'sharedAlbums.leave.leaving',
  },
};

export function DeleteAlbumModal({
  open,
  kind,
  albumName,
  pending,
  failed,
  onConfirm,
  onClose,
}: DeleteAlbumModalProps) {
  const intl = useIntl();
  const texts = TEXTS[kind];
  return (
    <ConfirmModal
      open={open}
      title={intl.formatMessage({ id: texts.title })}
      text={intl.formatMessage({ id: texts.text }, { albumName })}
      error={failed ? intl.formatMessage({ id: texts.error }) : undefined}
      cancelLabel={intl.formatMessage({ id: texts.cancel })}
      confirmLabel={intl.formatMessage({ id: texts.confirm })}
      pendingLabel={intl.formatMessage({ id: texts.pending })}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
