import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Photo, SortKey } from '@my-account/contract/photos';
import {
  PhotoViewer,
  ViewerActionButton,
  type ViewerAction,
} from '@/components/photo-viewer/photo-viewer';
import { INITIAL_ZOOM } from '@/lib/photos/preview-gestures';

interface AlbumPhotoViewerProps {
  label: string;
  backLabel: string;
  photos: readonly Photo[];
  index: number;
  totalCount: number;
  sortKey: SortKey;
  onClose: () => void;
  onGo: (photo: Photo) => void;
  download: ViewerAction | undefined;
  copy: ViewerAction | undefined;
  remove: ViewerAction;
  children?: ReactNode;
}

/**
 * The full-screen viewer of an album photo (the library's viewer): back, previous and next
 * (arrows, keys, swipes), zoom, and the album's actions.
 */
export function AlbumPhotoViewer({
  label,
  backLabel,
  photos,
  index,
  totalCount,
  sortKey,
  onClose,
  onGo,
  download,
  copy,
  remove,
  children,
}: AlbumPhotoViewerProps) {
  const intl = useIntl();
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const photo = index >= 0 ? photos[index] : undefined;
  const previous = index > 0 ? photos[index - 1] : undefined;
  const next = index >= 0 ? photos[index + 1] : undefined;

  const go = (target: Photo) => {
    setZoom(INITIAL_ZOOM);
    onGo(target);
  };

  return (
    <PhotoViewer
      dialogId="album-photo-preview"
      label={label}
      backLabel={backLabel}
      zoomInLabel={intl.formatMessage({ id: 'albums.preview.zoomIn' })}
      zoomOutLabel={intl.formatMessage({ id: 'albums.preview.zoomOut' })}
      photo={photo}
      sortKey={sortKey}
      positionText={
        index >= 0
          ? intl.formatMessage(
              { id: 'albums.preview.position' },
              { index: index + 1, total: Math.max(photos.length, totalCount) },
            )
          : undefined
      }
      zoom={zoom}
      onZoom={setZoom}
      onClose={onClose}
      onPrevious={
        previous
          ? () => {
              go(previous);
            }
          : undefined
      }
      onNext={
        next
          ? () => {
              go(next);
            }
          : undefined
      }
      actions={
        <>
          <ViewerActionButton
            action={download}
            photo={photo}
            label={intl.formatMessage({ id: 'albums.preview.download' })}
            icon="download"
          />
          <ViewerActionButton
            action={copy}
            photo={photo}
            label={intl.formatMessage({ id: 'albums.preview.copyToAlbum' })}
            icon="albumAdd"
          />
          <ViewerActionButton
            action={remove}
            photo={photo}
            label={intl.formatMessage({ id: 'albums.preview.delete' })}
            icon="trash"
          />
        </>
      }
    >
      {children}
    </PhotoViewer>
  );
}
