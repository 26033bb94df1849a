import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, ThumbnailSize } from '@my-account/contract/photos';
import { Icon } from '@/components/icon/icon';
import { placeholderDataUrl } from '@/lib/photos/placeholder';
import { thumbnailUrl } from '@/lib/photos/photo-info';
import styles from '@/components/photo-tile/photo-tile.module.css';

type ThumbnailState = 'loading' | 'failed' | 'loaded';

/**
 * One thumbnail with its three states: loading (the ThumbHash placeholder), failure (a close
 * icon) and success. Keyed by photo id by the caller, so a reused tile starts over.
 */
export function PhotoThumbnail({ photo, size }: { photo: Photo; size: ThumbnailSize }) {
  const intl = useIntl();
  const [state, setState] = useState<ThumbnailState>('loading');
  const placeholder = placeholderDataUrl(photo.placeholder);
  return (
    <span
      className={styles.thumbnail}
      data-state={state}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      {state === 'failed' ? (
        <span className={styles.failed}>
          <Icon name="close" size={28} />
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'photos.tile.failed' })}
          </span>
        </span>
      ) : (
        <img
          className={styles.image}
          src={thumbnailUrl(photo, size)}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={() => {
            setState('loaded');
          }}
          onError={() => {
            setState('failed');
          }}
        />
      )}
    </span>
  );
}
