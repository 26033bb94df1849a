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

const TEXTS: Record<DeleteAlbumKind, { prefix: string; text: string }> = {
  own: { prefix: 'albums.delete', text: 'albums.delete.text' },
  sharedOwner: { prefix: 'sharedAlbums.delete', text: 'sharedAlbums.delete.ownerText' },
  sharedParticipant: {
    prefix: 'sharedAlbums.delete',
    text: 'sharedAlbums.delete.participantText',
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
  const { prefix, text } = TEXTS[kind];
  return (
    <ConfirmModal
      open={open}
      title={intl.formatMessage({ id: `${prefix}.title` })}
      text={intl.formatMessage({ id: text }, { albumName })}
      error={failed ? intl.formatMessage({ id: `${prefix}.error` }) : undefined}
      cancelLabel={intl.formatMessage({ id: `${prefix}.cancel` })}
      confirmLabel={intl.formatMessage({ id: `${prefix}.confirm` })}
      pendingLabel={intl.formatMessage({ id: `${prefix}.deleting` })}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
