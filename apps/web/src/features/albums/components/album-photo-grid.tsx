import type { Photo } from '@my-account/contract/photos';
import { PhotoTile } from '@/components/photo-tile/photo-tile';
import { gridThumbnailSize } from '@/lib/photos/photo-info';
import { useBreakpoint } from '@/lib/use-breakpoint';
import styles from '@/features/albums/components/album-page.module.css';

interface AlbumPhotoGridProps {
  label: string;
  photos: readonly Photo[];
  selecting: boolean;
  selectedIds: ReadonlySet<string>;
  onOpen: (photo: Photo) => void;
  /** `range`: Shift was held (select from the last plain click to this photo). */
  onToggle: (photo: Photo, range: boolean) => void;
}

const NONE = () => undefined;

/** The photos of an album as a square grid of the shared photo tiles. */
export function AlbumPhotoGrid({
  label,
  photos,
  selecting,
  selectedIds,
  onOpen,
  onToggle,
}: AlbumPhotoGridProps) {
  const size = gridThumbnailSize(useBreakpoint());
  return (
    <ul className={styles.grid} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.imageId} className={styles.cell}>
          <PhotoTile
            photo={photo}
            size={size}
            selected={selectedIds.has(photo.imageId)}
            selecting={selecting}
            more={0}
            onOpen={onOpen}
            onToggle={onToggle}
            onMore={NONE}
          />
        </li>
      ))}
    </ul>
  );
}
