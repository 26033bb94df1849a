import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Icon } from '@/components/icon/icon';
import { useAlbums } from '@/features/albums/api/get-albums';
import { useCreateAlbum } from '@/features/albums/api/create-album';
import { flattenPages } from '@/features/albums/lib/album-paging';
import { useDateLocale } from '@/features/albums/lib/album-date-locales';
import { AlbumCard } from '@/features/albums/components/album-card';
import { AlbumNameModal } from '@/features/albums/components/album-name-modal';
import { LoadMore } from '@/features/albums/components/load-more';
import { PageState } from '@/features/albums/components/page-state';
import { SharedAlbumsSection } from '@/features/albums/components/shared-albums-section';
import styles from '@/features/albums/components/albums.module.css';

interface AlbumsPanelProps {
  /** PhotoManagementSharedAlbumsViewEnabled. */
  sharedAlbumsEnabled: boolean;
  /** Albums others shared with the customer (readAlbumsCount); the section shows when > 0. */
  readAlbumsCount: number | undefined;
}

/** The Albums tab: the 'New album' tile, the own albums and, when any, 'Shared with you'. */
export function AlbumsPanel({ sharedAlbumsEnabled, readAlbumsCount }: AlbumsPanelProps) {
  const intl = useIntl();
  const { search } = useLocation();
  const navigate = useNavigate();
  const albums = useAlbums(sharedAlbumsEnabled);
  const create = useCreateAlbum();
  const [creating, setCreating] = useState(false);
  // The cards' dates need the customer's date locale: the panel waits for it as a whole, once,
  // rather than each card popping in on its own.
  useDateLocale();
  const list = flattenPages(albums.data?.pages, (page) => page.albums);

  const closeCreate = () => {
    create.reset();
    setCreating(false);
  };

  const albumLink = (albumId: string, isShared: boolean) =>
    `${isShared && sharedAlbumsEnabled ? paths.sharedAlbum.getHref(albumId) : paths.album.getHref(albumId)}${search}`;

  let body;
  if (albums.isPending) {
    body = <PageState kind="loading" text={intl.formatMessage({ id: 'albums.loading' })} />;
  } else if (albums.isError) {
    body = <PageState kind="error" text={intl.formatMessage({ id: 'albums.loadError' })} />;
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={intl.formatMessage({ id: 'albums.listLabel' })}>
          <li>
            <button
              type="button"
              className={styles.newAlbum}
              onClick={() => {
                setCreating(true);
              }}
            >
              <span className={styles.newAlbumIcon} aria-hidden="true">
                <Icon name="plus" size={32} />
              </span>
              {intl.formatMessage({ id: 'albums.newAlbum' })}
            </button>
          </li>
          {list.map((album) => (
            <li key={album.albumId}>
              <AlbumCard album={album} to={albumLink(album.albumId, album.isShared)} />
            </li>
          ))}
        </ul>
        {list.length === 0 ? (
          <p className={styles.emptyText}>{intl.formatMessage({ id: 'albums.empty' })}</p>
        ) : null}
        {albums.isFetchNextPageError ? (
          <p className={styles.error} role="alert">
            {intl.formatMessage({ id: 'albums.loadError' })}
          </p>
        ) : null}
        <LoadMore
          hasMore={albums.hasNextPage && !albums.isFetchNextPageError}
          loading={albums.isFetchingNextPage}
          onLoadMore={() => {
            void albums.fetchNextPage();
          }}
          label={intl.formatMessage({ id: 'albums.loadMore' })}
        />
      </>
    );
  }

  return (
    <div className={styles.panel}>
      {body}
      {sharedAlbumsEnabled && readAlbumsCount !== undefined && readAlbumsCount > 0 ? (
        <SharedAlbumsSection search={search} />
      ) : null}
      <AlbumNameModal
        open={creating}
        mode="create"
        pending={create.isPending}
        failed={create.isError}
        onSubmit={(name) => {
          create.mutate(name, {
            // The new album is in the list too; the customer goes on in it (decision 0262).
            onSuccess: ({ albumId }) => {
              closeCreate();
              void navigate(`${paths.album.getHref(albumId)}${search}`);
            },
          });
        }}
        onClose={closeCreate}
      />
    </div>
  );
}
