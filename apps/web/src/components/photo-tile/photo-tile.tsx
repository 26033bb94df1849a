import clsx from 'clsx';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, ThumbnailSize } from '@my-account/contract/photos';
import type { Box } from '@/lib/photos/responsive-image';
import { knownDateTaken, photoName } from '@/lib/photos/photo-info';
import { PhotoThumbnail } from '@/components/photo-tile/photo-thumbnail';
import styles from '@/components/photo-tile/photo-tile.module.css';

interface PhotoTileProps {
  photo: Photo;
  size: ThumbnailSize;
  /** The tile's size when the grid lays it out (it is then not measured). */
  box?: Box | undefined;
  selected: boolean;
  selecting: boolean;
  /** Photos left in the month beyond this tile ('+N'); 0 for none. */
  more: number;
  moreLabel?: string;
  onOpen: (photo: Photo) => void;
  onToggle: (photo: Photo, range: boolean) => void;
  onMore: () => void;
  /**
   * Inside a keyboard grid, which holds the one tab stop and acts for the tile: the tile's own
   * controls stay out of the tab order (still clickable and named for screen readers).
   */
  inGrid?: boolean;
}

/**
 * A photo of the grid: a button opening it (or toggling it in selection mode) and a checkbox
 * selecting it. Both are labelled with the file name; the title gives the date taken.
 */
export function PhotoTile({
  photo,
  size,
  box,
  selected,
  selecting,
  more,
  moreLabel,
  onOpen,
  onToggle,
  onMore,
  inGrid = false,
}: PhotoTileProps) {
  const intl = useIntl();
  const name = photoName(photo);
  const taken = knownDateTaken(photo);
  const title = taken
    ? intl.formatMessage(
        { id: 'photos.tile.takenOnDate' },
        { date: intl.formatDate(taken, { dateStyle: 'long' }) },
      )
    : undefined;

  const onImageClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (selecting) {
      onToggle(photo, event.shiftKey);
    } else {
      onOpen(photo);
    }
  };

  return (
    <div className={clsx(styles.tile, selected && styles.selected)}>
      <button
        type="button"
        className={styles.open}
        onClick={onImageClick}
        aria-label={intl.formatMessage({ id: 'photos.tile.open' }, { name })}
        // Covered by '+N': one tab stop for the tile (the checkbox stays reachable).
        tabIndex={more > 0 || inGrid ? -1 : undefined}
        {...(title ? { title } : {})}
      >
        <PhotoThumbnail key={photo.imageId} photo={photo} size={size} box={box} />
      </button>
      <input
        type="checkbox"
        className={clsx(styles.check, selecting && styles.checkVisible)}
        checked={selected}
        aria-label={intl.formatMessage({ id: 'photos.tile.select' }, { name })}
        tabIndex={inGrid ? -1 : undefined}
        onClick={(event) => {
          onToggle(photo, event.shiftKey);
        }}
        onChange={() => undefined}
      />
      {more > 0 ? (
        <button
          type="button"
          className={styles.more}
          onClick={onMore}
          aria-label={moreLabel}
          tabIndex={inGrid ? -1 : undefined}
          data-more=""
        >
          {intl.formatMessage({ id: 'photos.timeline.more' }, { count: more })}
        </button>
      ) : null}
    </div>
  );
}

/** A tile whose photo is still loading: its shape, shimmering, hidden from screen readers. */
export function PlaceholderTile() {
  return <div className={clsx(styles.tile, styles.placeholder)} aria-hidden="true" />;
}
