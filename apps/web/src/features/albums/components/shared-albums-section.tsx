import { useId } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { useSharedAlbums } from '@/features/albums/api/get-shared-albums';
import { flattenPages } from '@/features/albums/lib/album-paging';
import { AlbumCard } from '@/features/albums/components/album-card';
import { LegacyBanner } from '@/features/albums/components/legacy-banner';
import { LoadMore } from '@/features/albums/components/load-more';
import { PageState } from '@/features/albums/components/page-state';
import styles from '@/features/albums/components/albums.module.css';

/** 'Shared with you': albums others shared with the customer (legacy, read-only). */
export function SharedAlbumsSection({ search }: { search: string }) {
  const intl = useIntl();
  const headingId = useId();
  const shared = useSharedAlbums(true);
  const list = flattenPages(shared.data?.pages, (page) => page.albums);

  let body;
  if (shared.isPending) {
    body = <PageState kind="loading" text={intl.formatMessage({ id: 'albums.loading' })} />;
  } else if (shared.isError) {
    body = <PageState kind="error" text={intl.formatMessage({ id: 'sharedAlbums.loadError' })} />;
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-labelledby={headingId}>
          {list.map((album) => (
            <li key={album.albumId}>
              <AlbumCard
                album={album}
                to={`${paths.sharedAlbum.getHref(album.albumId)}${search}`}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={shared.hasNextPage && !shared.isFetchNextPageError}
          loading={shared.isFetchingNextPage}
          onLoadMore={() => {
            void shared.fetchNextPage();
          }}
          label={intl.formatMessage({ id: 'albums.loadMore' })}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'albums.sharedWithYou' })}
      </h2>
      <LegacyBanner />
      {body}
    </section>
  );
}
