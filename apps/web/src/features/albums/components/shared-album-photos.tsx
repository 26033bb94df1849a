import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
import type { PhotoSource } from '@/lib/photo-actions';
import { useSharedAlbumPhotos } from '@/features/albums/api/get-shared-album-photos';
import type { SharedAlbumView } from '@/features/albums/api/get-shared-album';
import { flattenPages } from '@/features/albums/lib/album-paging';
import { useAlbumSelection } from '@/features/albums/state/use-album-selection';
import { useAlbumSort } from '@/features/albums/state/use-album-sort';
import { AlbumPhotoList } from '@/features/albums/components/album-photo-list';
import { PageState } from '@/features/albums/components/page-state';

const NOTHING = () => undefined;

/** Each shared-album photo names its owner: downloads of shared albums need photoId + ownerId. */
export function sharedAlbumSource(albumId: string, photos: readonly Photo[]): PhotoSource {
  const ownerIds = new Map<string, string>();
  for (const photo of photos) {
    if (photo.ownerId) {
      ownerIds.set(photo.imageId, photo.ownerId);
    }
  }
  return { kind: 'sharedAlbum', albumId, ownerIds };
}

/** A shared album's photos: read-only grid with sort; selection offers download only. */
export function SharedAlbumPhotos({
  album,
  onOpen,
}: {
  album: SharedAlbumView;
  onOpen: (photo: Photo) => void;
}) {
  const intl = useIntl();
  const [sort, setSort] = useAlbumSort('sharedAlbumPhotos');
  const photosQuery = useSharedAlbumPhotos(album.albumId, sort);
  const selection = useAlbumSelection();
  const photos = flattenPages(photosQuery.data?.pages, (page) => page.images);
  const ids = photos.map((photo) => photo.imageId);
  const selectedIds = ids.filter((id) => selection.selection.ids.has(id));
  const selecting = selection.selection.active;

  if (photosQuery.isError && photos.length === 0) {
    return (
      <PageState
        kind="error"
        text={intl.formatMessage({ id: 'sharedAlbums.album.photosLoadError' })}
      />
    );
  }
  if (photosQuery.isPending) {
    return <PageState kind="loading" text={intl.formatMessage({ id: 'albums.album.loading' })} />;
  }
  if (photos.length === 0) {
    return (
      <PageState kind="empty" text={intl.formatMessage({ id: 'sharedAlbums.album.emptyTitle' })} />
    );
  }

  return (
    <AlbumPhotoList
      photos={photos}
      selection={selection}
      sort={sort}
      onSortChange={setSort}
      paging={photosQuery}
      gridLabel={intl.formatMessage(
        { id: 'sharedAlbums.album.photosLabel' },
        { name: album.albumName },
      )}
      loadErrorText={intl.formatMessage({ id: 'sharedAlbums.album.photosLoadError' })}
      onOpen={onOpen}
    >
      {selecting ? (
        <SelectionToolbar
          photoIds={selectedIds}
          source={sharedAlbumSource(album.albumId, photos)}
          deleteLabel={intl.formatMessage({ id: 'albums.remove.action' })}
          onDelete={NOTHING}
          onDeselectAll={selection.deselectAll}
          onExit={selection.end}
          onDone={selection.end}
        />
      ) : null}
    </AlbumPhotoList>
  );
}
