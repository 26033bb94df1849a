import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/icon/icon';
import styles from '@/features/albums/components/album-page.module.css';
import { BackLink } from '@/components/back-link/back-link';

interface AlbumHeaderProps {
  backTo: string;
  name: string;
  /** Own albums: clicking the name opens the album name modal. */
  onRename?: () => void;
  details: string;
  banner?: ReactNode;
  actions: ReactNode;
}

/** The album page header: back to the albums, the name, its counts and the album actions. */
export function AlbumHeader({
  backTo,
  name,
  onRename,
  details,
  banner,
  actions,
}: AlbumHeaderProps) {
  const intl = useIntl();
  const renameHintId = useId();
  return (
    <header className={styles.header}>
      <BackLink to={backTo}>{intl.formatMessage({ id: 'albums.album.back' })}</BackLink>
      <div className={styles.headerRow}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>
            {onRename ? (
              // The heading stays the album's name; the button says what it does as its description.
              <button
                type="button"
                className={styles.nameButton}
                onClick={onRename}
                aria-describedby={renameHintId}
              >
                <span>{name}</span>
                <Icon name="edit" size={20} className={styles.nameIcon} />
                <span id={renameHintId} hidden>
                  {intl.formatMessage({ id: 'albums.album.renameLabel' })}
                </span>
              </button>
            ) : (
              name
            )}
          </h1>
          <p className={styles.details}>{details}</p>
        </div>
        <div className={styles.headerActions}>{actions}</div>
      </div>
      {banner}
    </header>
  );
}
