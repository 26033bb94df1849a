import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Album } from '@my-account/contract/albums';
import { Icon } from '@/components/icon/icon';
import { PhotoThumbnail } from '@/components/photo-tile/photo-thumbnail';
import { formatAlbumDate } from '@/features/albums/lib/album-dates';
import { useDateLocale } from '@/features/albums/lib/album-date-locales';
import styles from '@/features/albums/components/albums.module.css';

interface AlbumCardProps {
  album: Album;
  to: string;
  /** Shared albums name who shared them instead of the creation date. */
  subtitle?: string;
}

/** An album in the grid: cover (or placeholder), photo count, name and 'Created {date}'. */
export function AlbumCard({ album, to, subtitle }: AlbumCardProps) {
  const intl = useIntl();
  const dateLocale = useDateLocale();
  const count = intl.formatMessage({ id: 'albums.photoCount' }, { count: album.photosCount });
  return (
    <Link to={to} className={styles.card}>
      <span className={styles.cover}>
        {album.coverPhoto ? (
          <PhotoThumbnail key={album.coverPhoto.imageId} photo={album.coverPhoto} size="300" />
        ) : (
          <span className={styles.noCover}>
            <Icon name="album" size={40} />
            <span className="visually-hidden">{intl.formatMessage({ id: 'albums.noCover' })}</span>
          </span>
        )}
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{album.albumName}</span>
        <span className="visually-hidden">{count}</span>
        <span className={styles.cardMeta}>
          {subtitle ??
            intl.formatMessage(
              { id: 'albums.created' },
              { date: formatAlbumDate(album.created, dateLocale) },
            )}
        </span>
      </span>
    </Link>
  );
}
