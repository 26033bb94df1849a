import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, ThumbnailSize } from '@my-account/contract/photos';
import { Icon } from '@/components/icon/icon';
import { placeholderDataUrl } from '@/lib/photos/placeholder';
import { thumbnailUrl } from '@/lib/photos/photo-info';
import { coverSizes, thumbnailSrcSet, type Box } from '@/lib/photos/responsive-image';
import { useBoxSize } from '@/lib/use-box-size';
import styles from '@/components/photo-tile/photo-tile.module.css';

type ThumbnailState = 'loading' | 'failed' | 'loaded';

/**
 * One thumbnail with its three states: loading (the ThumbHash placeholder), failure (a close
 * icon) and success. Keyed by photo id by the caller, so a reused tile starts over.
 * `size` is the fallback `src`; the browser picks from all sizes (srcset) for the tile's measured
 * width and the screen's pixel ratio (decision 0263). A grid that lays its tiles out knows their
 * `box`: given, the tile is not measured (a timeline screen holds a hundred tiles).
 */
export function PhotoThumbnail({
  photo,
  size,
  box,
}: {
  photo: Photo;
  size: ThumbnailSize;
  box?: Box | undefined;
}) {
  const intl = useIntl();
  const [state, setState] = useState<ThumbnailState>('loading');
  const placeholder = placeholderDataUrl(photo.placeholder);
  const boxRef = useRef<HTMLSpanElement>(null);
  const measured = useBoxSize(boxRef, box === undefined);
  const sizes = coverSizes(photo, box ?? measured);
  const srcSet = sizes ? thumbnailSrcSet(photo) : undefined;
  return (
    <span
      ref={boxRef}
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
          // Only once the tile is measured: without `sizes` the browser assumes the whole
          // viewport width and would fetch the largest size for every tile.
          {...(srcSet && sizes ? { srcSet, sizes } : {})}
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
