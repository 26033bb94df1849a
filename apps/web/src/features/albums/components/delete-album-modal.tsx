import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import styles from '@/features/albums/components/album-modals.module.css';

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
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title={intl.formatMessage({ id: `${prefix}.title` })}
    >
      <p className={styles.text}>{intl.formatMessage({ id: text }, { albumName })}</p>
      {failed ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: `${prefix}.error` })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {intl.formatMessage({ id: `${prefix}.cancel` })}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {intl.formatMessage({ id: pending ? `${prefix}.deleting` : `${prefix}.confirm` })}
        </Button>
      </div>
    </Modal>
  );
}
