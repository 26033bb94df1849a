import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Album } from '@my-account/contract/albums';
import type { Photo } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
import { SortSelect } from '@/components/sort-select/sort-select';
import { notify } from '@/components/toast/notify';
import { useAlbumPhotos } from '@/features/albums/api/get-album-photos';
import { useRemoveAlbumPhotos } from '@/features/albums/api/remove-album-photos';
import { flattenPages } from '@/features/albums/lib/album-paging';
import { allSelected } from '@/features/albums/lib/album-selection';
import { useAlbumSelection } from '@/features/albums/state/use-album-selection';
import { useAlbumSort } from '@/features/albums/state/use-album-sort';
import { AlbumPhotoGrid } from '@/features/albums/components/album-photo-grid';
import { LoadMore } from '@/features/albums/components/load-more';
import { PageState } from '@/features/albums/components/page-state';
import { RemovePhotosModal } from '@/features/albums/components/remove-photos-modal';
import styles from '@/features/albums/components/album-page.module.css';

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
        onError: () => {
          setConfirmRemove(false);
          notify.error(
            intl.formatMessage({
              id: count === 1 ? 'albums.remove.errorOne' : 'albums.remove.errorMany',
            }),
          );
        },
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

  const everySelected = allSelected(selection.selection, ids);
  return (
    <section className={styles.photos} data-selecting={selecting || undefined}>
      <div className={styles.tools}>
        <Button
          variant={selecting ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={selecting}
          onClick={selecting ? selection.end : selection.start}
        >
          <Icon name="check" size={18} />
          {intl.formatMessage({ id: 'albums.album.selectPhotos' })}
        </Button>
        {selecting ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              selection.toggleAll(ids);
            }}
          >
            {intl.formatMessage({
              id: everySelected ? 'albums.album.deselectAll' : 'albums.album.selectAll',
            })}
          </Button>
        ) : null}
        <SortSelect value={sort} onChange={setSort} className={styles.sort} />
      </div>
      <AlbumPhotoGrid
        label={intl.formatMessage({ id: 'albums.album.photosLabel' }, { name: album.albumName })}
        photos={photos}
        selecting={selecting}
        selectedIds={selection.selection.ids}
        onOpen={onOpen}
        onToggle={(photo) => {
          selection.toggle(photo.imageId);
        }}
      />
      {photosQuery.isFetchNextPageError ? (
        <p className={styles.inlineError} role="alert">
          {intl.formatMessage({ id: 'albums.album.photosLoadError' })}
        </p>
      ) : null}
      <LoadMore
        hasMore={photosQuery.hasNextPage && !photosQuery.isFetchNextPageError}
        loading={photosQuery.isFetchingNextPage}
        onLoadMore={() => {
          void photosQuery.fetchNextPage();
        }}
        label={intl.formatMessage({ id: 'albums.album.loadMore' })}
      />
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
        onConfirm={onRemove}
        onClose={() => {
          setConfirmRemove(false);
        }}
      />
    </section>
  );
}
