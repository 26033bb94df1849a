import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { Icon } from '@/components/icon/icon';
import { useSelectedPhotos } from '@/features/prints/api/get-selected-photos';
import styles from '@/features/prints/components/prints-editor-page.module.css';

/** The smallest thumbnail that still looks sharp in a grid cell. */
function thumbnailOf(photo: Photo) {
  return photo.thumbnails.find((thumbnail) => thumbnail.id === '300') ?? photo.thumbnails[0];
}

/** The photos of the temp selection, in the order they were chosen. */
export function SelectedPhotoGrid({ photoIds }: { photoIds: readonly string[] }) {
  const intl = useIntl();
  const photos = useSelectedPhotos(photoIds);
  const headingId = 'prints-editor-photos';
  return (
    <section className={styles.photos} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.photosHeading}>
        {intl.formatMessage({ id: 'prints.editor.photosHeading' }, { amount: photoIds.length })}
      </h2>
      <ul className={styles.grid}>
        {photoIds.map((id, index) => {
          const query = photos[index];
          const photo = query?.data;
          const thumbnail = photo ? thumbnailOf(photo) : undefined;
          return (
            <li key={id} className={styles.cell} data-photo-id={id}>
              {photo && thumbnail ? (
                <img
                  className={styles.image}
                  src={thumbnail.url}
                  width={thumbnail.width}
                  height={thumbnail.height}
                  alt={photo.localFileName}
                  loading="lazy"
                  decoding="async"
                />
              ) : query?.isError ? (
                <span className={styles.unavailable}>
                  <Icon name="warning" />
                  {intl.formatMessage({ id: 'prints.editor.photoUnavailable' })}
                </span>
              ) : (
                <span className={styles.placeholder} aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
