import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { Icon } from '@/components/icon/icon';
import { useSelectedPhotos } from '@/features/prints/api/get-selected-photos';
import { QuantityStepper } from '@/features/prints/components/quantity-stepper';
import styles from '@/features/prints/components/prints-step.module.css';

/** The smallest thumbnail that still looks sharp in a grid cell. */
function thumbnailOf(photo: Photo) {
  return photo.thumbnails.find((thumbnail) => thumbnail.id === '300') ?? photo.thumbnails[0];
}

interface PrintPhotoGridProps {
  photoIds: readonly string[];
  quantities: Readonly<Record<string, number>>;
  maxQuantity: number;
  onQuantityChange: (photoId: string, quantity: number) => void;
  /** The chosen finish and border: each photo is drawn as the print will look. */
  finish: string;
  border: string;
}

/** The photos to print, in the order they were chosen, each with how many prints of it. */
export function PrintPhotoGrid({
  photoIds,
  quantities,
  maxQuantity,
  onQuantityChange,
  finish,
  border,
}: PrintPhotoGridProps) {
  const intl = useIntl();
  const photos = useSelectedPhotos(photoIds);
  const headingId = 'prints-step-photos';
  return (
    <section className={styles.photos} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'prints.editor.photosHeading' }, { amount: photoIds.length })}
      </h2>
      <ul className={styles.grid}>
        {photoIds.map((id, index) => {
          const query = photos[index];
          const photo = query?.data;
          const thumbnail = photo ? thumbnailOf(photo) : undefined;
          const name =
            photo?.localFileName ??
            intl.formatMessage({ id: 'prints.step.photoName' }, { number: index + 1 });
          return (
            <li key={id} className={styles.photoCard} data-photo-id={id}>
              <div className={styles.print} data-border={border} data-finish={finish}>
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
              </div>
              <QuantityStepper
                name={name}
                value={quantities[id] ?? 1}
                max={maxQuantity}
                onChange={(quantity) => {
                  onQuantityChange(id, quantity);
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
