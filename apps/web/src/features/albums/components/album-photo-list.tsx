import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { SortSelect } from '@/components/sort-select/sort-select';
import { areAllSelected } from '@/lib/photos/selection';
import { ALBUM_SORT_CHOICES, type AlbumSortPreference } from '@/lib/photos/sort-preference';
import type { AlbumSelectionState } from '@/features/albums/state/use-album-selection';
import { AlbumPhotoGrid } from '@/features/albums/components/album-photo-grid';
import { LoadMore } from '@/features/albums/components/load-more';
import styles from '@/features/albums/components/album-page.module.css';

/** The paging part of an album's infinite photo query. */
interface PhotoPaging {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface AlbumPhotoListProps {
  photos: readonly Photo[];
  selection: AlbumSelectionState;
  sort: AlbumSortPreference;
  onSortChange: (sort: AlbumSortPreference) => void;
  paging: PhotoPaging;
  /** The grid's accessible name. */
  gridLabel: string;
  /** Shown when a further page fails to load. */
  loadErrorText: string;
  onOpen: (photo: Photo) => void;
  /** The selection toolbar and the modals of the album kind. */
  children?: ReactNode;
}

/**
 * The loaded photos of an own or a shared album: select mode, select all, sort, the grid and
 * paging. Both album kinds show the same list; they differ in what a selection may do.
 */
export function AlbumPhotoList({
  photos,
  selection,
  sort,
  onSortChange,
  paging,
  gridLabel,
  loadErrorText,
  onOpen,
  children,
}: AlbumPhotoListProps) {
  const intl = useIntl();
  const ids = photos.map((photo) => photo.imageId);
  const selecting = selection.selection.active;
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
              selection.toggleGroup(ids);
            }}
          >
            {intl.formatMessage({
              id: areAllSelected(selection.selection, ids)
                ? 'albums.album.deselectAll'
                : 'albums.album.selectAll',
            })}
          </Button>
        ) : null}
        <SortSelect
          choices={ALBUM_SORT_CHOICES}
          value={sort}
          onChange={onSortChange}
          className={styles.sort}
        />
      </div>
      <AlbumPhotoGrid
        label={gridLabel}
        photos={photos}
        selecting={selecting}
        selectedIds={selection.selection.ids}
        onOpen={onOpen}
        onToggle={(photo, range) => {
          if (range) {
            selection.range(ids, photo.imageId);
          } else {
            selection.toggle(photo.imageId);
          }
        }}
      />
      {paging.isFetchNextPageError ? (
        <p className={styles.inlineError} role="alert">
          {loadErrorText}
        </p>
      ) : null}
      <LoadMore
        hasMore={paging.hasNextPage && !paging.isFetchNextPageError}
        loading={paging.isFetchingNextPage}
        onLoadMore={() => {
          void paging.fetchNextPage();
        }}
        label={intl.formatMessage({ id: 'albums.album.loadMore' })}
      />
      {children}
    </section>
  );
}
