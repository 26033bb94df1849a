import { useState } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { usePhotoActions } from '@/lib/photo-actions';
import { readSortPreference } from '@/lib/photos/sort-preference';
import { useSharedAlbum } from '@/features/albums/api/get-shared-album';
import { useSharedAlbumPhotos } from '@/features/albums/api/get-shared-album-photos';
import { useAlbumPreview } from '@/features/albums/state/use-album-preview';
import { AlbumPhotoViewer } from '@/features/albums/components/album-photo-viewer';
import { sharedAlbumSource } from '@/features/albums/components/shared-album-photos';

const NOTHING = () => undefined;

/**
 * `/my-photos/shared-albums/{id}/preview/{photoId}`: read-only; download works, copy and
 * delete are shown but unavailable ('Unavailable for shared albums').
 */
export function SharedAlbumPreview({ albumId, photoId }: { albumId: string; photoId: string }) {
  const intl = useIntl();
  const [sort] = useState(() => readSortPreference('sharedAlbumPhotos'));
  const album = useSharedAlbum(albumId);
  const query = useSharedAlbumPhotos(albumId, sort);
  const { downloadPhoto } = usePhotoActions();
  const { photos, index, close, go } = useAlbumPreview({
    query,
    photoId,
    listPath: paths.sharedAlbum.getHref(albumId),
    previewPath: (id) => paths.sharedAlbumPreview.getHref(albumId, id),
    busy: false,
  });
  const unavailable = intl.formatMessage({ id: 'photos.selection.unavailableShared' });

  return (
    <AlbumPhotoViewer
      label={intl.formatMessage({ id: 'sharedAlbums.preview.label' })}
      backLabel={intl.formatMessage({ id: 'sharedAlbums.preview.back' })}
      photos={photos}
      index={index}
      totalCount={album.data?.photosCount ?? 0}
      sortKey={sort.sortKey}
      onClose={close}
      onGo={go}
      download={
        downloadPhoto
          ? {
              onClick: (photo) => {
                void downloadPhoto(photo.imageId, sharedAlbumSource(albumId, [photo]));
              },
            }
          : undefined
      }
      copy={{ onClick: NOTHING, unavailable }}
      remove={{ onClick: NOTHING, unavailable }}
    />
  );
}
