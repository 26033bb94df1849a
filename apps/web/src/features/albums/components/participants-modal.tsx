import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import type { SharedAlbumView } from '@/features/albums/api/get-shared-album';
import formStyles from '@/components/modal/modal-form.module.css';
import styles from '@/features/albums/components/album-modals.module.css';

interface ParticipantsModalProps {
  open: boolean;
  album: SharedAlbumView;
  /** The customer owns the album: they see the participants; a participant sees the owner. */
  isOwner: boolean;
  onClose: () => void;
}

export function ParticipantsModal({ open, album, isOwner, onClose }: ParticipantsModalProps) {
  const intl = useIntl();
  const people = isOwner ? album.participants : [album.owner];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'sharedAlbums.participants.title' })}
    >
      <h3 className={styles.sectionTitle}>
        {isOwner
          ? intl.formatMessage(
              { id: 'sharedAlbums.participants.count' },
              { count: album.participants.length },
            )
          : intl.formatMessage({ id: 'sharedAlbums.participants.ownerTitle' })}
      </h3>
      {people.length > 0 ? (
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person.userId} className={styles.person}>
              <span className={styles.personIcon} aria-hidden="true">
                <Icon name="user" size={20} />
              </span>
              {person.email}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'sharedAlbums.participants.close' })}
        </Button>
      </div>
    </Modal>
  );
}
