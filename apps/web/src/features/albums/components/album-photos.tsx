import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Album } from '@my-account/contract/albums';
import type { Photo } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
import { notify } from '@/components/toast/notify';
import { useAlbumPhotos } from '@/features/albums/api/get-album-photos';
import { useRemoveAlbumPhotos } from '@/features/albums/api/remove-album-photos';
import { flattenPages } from '@/features/albums/lib/album-paging';
import { useAlbumSelection } from '@/features/albums/state/use-album-selection';
import { useAlbumSort } from '@/features/albums/state/use-album-sort';
import { AlbumPhotoList } from '@/features/albums/components/album-photo-list';
import { PageState } from '@/features/albums/components/page-state';
import { RemovePhotosModal } from '@/features/albums/components/remove-photos-modal';

interface AlbumPhotosProps {
  album: Album;
  onOpen: (photo: Photo) => void;
  onAddPhotos: () => void;
}

/** An own album's photos: select mode, sort, the grid, the toolbar and 'Delete from album'. */
export function AlbumPhotos({ album, onOpen, onAddPhotos }: AlbumPhotosProps) {
  const intl = useIntl();
  const [sort, setSort] = useAlbumSort('albumPhotos');
  const photosQuery = useAlbumPhotos(album.albumId, sort);
  const selection = useAlbumSelection();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const removal = useRemoveAlbumPhotos();
  const photos = flattenPages(photosQuery.data?.pages, (page) => page.images);
  const ids = photos.map((photo) => photo.imageId);
  const selectedIds = ids.filter((id) => selection.selection.ids.has(id));
  const selecting = selection.selection.active;

  const onRemove = () => {
    const photoIds = selectedIds;
    const count = photoIds.length;
    const albumName = album.albumName;
    removal.mutate(
      { albumId: album.albumId, photoIds },
      {
        onSuccess: () => {
          setConfirmRemove(false);
          selection.end();
          notify.success(
            count === 1
              ? intl.formatMessage({ id: 'albums.remove.successOne' }, { albumName })
              : intl.formatMessage({ id: 'albums.remove.successMany' }, { count, albumName }),
          );
        },
        // On failure the modal stays open with the spec's message (RemovePhotosModal).
      },
    );
  };

  if (photosQuery.isError && photos.length === 0) {
    return (
      <PageState kind="error" text={intl.formatMessage({ id: 'albums.album.photosLoadError' })} />
    );
  }
  if (photosQuery.isPending) {
    return <PageState kind="loading" text={intl.formatMessage({ id: 'albums.album.loading' })} />;
  }
  if (photos.length === 0) {
    return (
      <PageState
        kind="empty"
        text={intl.formatMessage({ id: 'albums.album.emptyTitle' })}
        detail={intl.formatMessage({ id: 'albums.album.emptyText' })}
        action={
          <Button variant="primary" onClick={onAddPhotos}>
            <Icon name="plus" size={20} />
            {intl.formatMessage({ id: 'albums.album.addPhotos' })}
          </Button>
        }
      />
    );
  }

  return (
    <AlbumPhotoList
      photos={photos}
      selection={selection}
      sort={sort}
      onSortChange={setSort}
      paging={photosQuery}
      gridLabel={intl.formatMessage({ id: 'albums.album.photosLabel' }, { name: album.albumName })}
      loadErrorText={intl.formatMessage({ id: 'albums.album.photosLoadError' })}
      onOpen={onOpen}
    >
      {selecting ? (
        <SelectionToolbar
          photoIds={selectedIds}
          source={{ kind: 'album', albumId: album.albumId }}
          deleteLabel={intl.formatMessage({ id: 'albums.remove.action' })}
          onDelete={() => {
            setConfirmRemove(true);
          }}
          onDeselectAll={selection.deselectAll}
          onExit={selection.end}
          onDone={selection.end}
        />
      ) : null}
      <RemovePhotosModal
        open={confirmRemove}
        count={selectedIds.length}
        albumName={album.albumName}
        pending={removal.isPending}
        failed={removal.isError}
        onConfirm={onRemove}
        onClose={() => {
          removal.reset();
          setConfirmRemove(false);
        }}
      />
    </AlbumPhotoList>
  );
}
