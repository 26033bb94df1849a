import { useState } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { notify } from '@/components/toast/notify';
import { usePhotoActions } from '@/lib/photo-actions';
import { photoAfterDeletion } from '@/lib/photos/preview-gestures';
import { readSortPreference } from '@/lib/photos/sort-preference';
import { useAlbum } from '@/features/albums/api/get-album';
import { useAlbumPhotos } from '@/features/albums/api/get-album-photos';
import { useRemoveAlbumPhotos } from '@/features/albums/api/remove-album-photos';
import { useAlbumPreview } from '@/features/albums/state/use-album-preview';
import { AlbumPhotoViewer } from '@/features/albums/components/album-photo-viewer';
import { RemovePhotosModal } from '@/features/albums/components/remove-photos-modal';

/** `/my-photos/albums/{id}/preview/{photoId}`: download, copy to album, delete from album. */
export function AlbumPreview({ albumId, photoId }: { albumId: string; photoId: string }) {
  const intl = useIntl();
  // The album page's order (saved whenever it changes), so the cache is the page's own.
  const [sort] = useState(() => readSortPreference('albumPhotos'));
  const album = useAlbum(albumId);
  const query = useAlbumPhotos(albumId, sort);
  const removal = useRemoveAlbumPhotos();
  const [confirmRemove, setConfirmRemove] = useState(false);
  // The photo being removed here leaves the list before the viewer moves on: not "missing".
  const [removedId, setRemovedId] = useState<string | undefined>(undefined);
  const { downloadPhoto, copyToAlbum, prepare } = usePhotoActions();
  const { photos, index, close, go } = useAlbumPreview({
    query,
    photoId,
    listPath: paths.album.getHref(albumId),
    previewPath: (id) => paths.albumPreview.getHref(albumId, id),
    busy: removal.isPending || removedId === photoId,
  });
  const albumName = album.data?.albumName ?? '';
  const source = { kind: 'album', albumId } as const;

  const onRemove = () => {
    const current = photos[index];
    if (!current) {
      return;
    }
    const target = photoAfterDeletion(photos, index);
    setRemovedId(current.imageId);
    removal.mutate(
      { albumId, photoIds: [current.imageId] },
      {
        onSuccess: () => {
          setConfirmRemove(false);
          notify.success(intl.formatMessage({ id: 'albums.remove.successOne' }, { albumName }));
          if (target) {
            go(target);
          } else {
            close();
          }
        },
        // The modal stays open with the spec's message (RemovePhotosModal) for another try.
        onError: () => {
          setRemovedId(undefined);
        },
      },
    );
  };

  return (
    <AlbumPhotoViewer
      label={intl.formatMessage({ id: 'albums.preview.label' })}
      backLabel={intl.formatMessage({ id: 'albums.preview.back' })}
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
                void downloadPhoto(photo.imageId, source);
              },
            }
          : undefined
      }
      copy={
        copyToAlbum
          ? {
              onClick: (photo) => {
                void copyToAlbum([photo.imageId]);
              },
              onIntent: () => {
                prepare?.('copyToAlbum');
              },
            }
          : undefined
      }
      remove={{
        onClick: () => {
          setConfirmRemove(true);
        },
      }}
    >
      <RemovePhotosModal
        open={confirmRemove}
        count={1}
        albumName={albumName}
        pending={removal.isPending}
        failed={removal.isError}
        onConfirm={onRemove}
        onClose={() => {
          removal.reset();
          setConfirmRemove(false);
        }}
      />
    </AlbumPhotoViewer>
  );
}
