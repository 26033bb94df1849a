import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Photo } from '@my-account/contract/photos';
import { paths } from '@/config/paths';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { notify } from '@/components/toast/notify';
import { saveScrollPosition } from '@/lib/photos/scroll-position';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteSharedAlbum } from '@/features/albums/api/delete-shared-album';
import { useSharedAlbum, type SharedAlbumView } from '@/features/albums/api/get-shared-album';
import { currentUserId } from '@/features/albums/lib/current-user';
import { AlbumHeader } from '@/features/albums/components/album-header';
import { DeleteAlbumModal } from '@/features/albums/components/delete-album-modal';
import { LegacyBanner } from '@/features/albums/components/legacy-banner';
import { PageState } from '@/features/albums/components/page-state';
import { ParticipantsModal } from '@/features/albums/components/participants-modal';
import { SharedAlbumPhotos } from '@/features/albums/components/shared-album-photos';
import styles from '@/features/albums/components/album-page.module.css';

/** `/my-photos/shared-albums/{id}`: a shared album, read-only (legacy). */
export function SharedAlbumPage({ albumId }: { albumId: string }) {
  const intl = useIntl();
  const album = useSharedAlbum(albumId);
  if (album.isPending) {
    return <PageState kind="loading" text={intl.formatMessage({ id: 'albums.album.loading' })} />;
  }
  if (album.isError) {
    return (
      <PageState
        kind="error"
        text={intl.formatMessage({ id: 'sharedAlbums.album.loadError' })}
        backTo={paths.albums}
      />
    );
  }
  return <SharedAlbumView album={album.data} />;
}

type OpenModal = 'participants' | 'delete' | undefined;

function SharedAlbumView({ album }: { album: SharedAlbumView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  useDocumentTitle(album.albumName);
  const [modal, setModal] = useState<OpenModal>(undefined);
  const deletion = useDeleteSharedAlbum();
  // Spec: the owner is the customer whose id equals the album's ownerId.
  const isOwner = currentUserId() === album.ownerId;

  const close = () => {
    deletion.reset();
    setModal(undefined);
  };

  const onDelete = () => {
    deletion.mutate(album.albumId, {
      onSuccess: () => {
        notify.success(
          intl.formatMessage(
            { id: isOwner ? 'sharedAlbums.delete.success' : 'sharedAlbums.leave.success' },
            { albumName: album.albumName },
          ),
        );
        void navigate({ pathname: paths.albums, search }, { replace: true });
      },
    });
  };

  const openPhoto = (photo: Photo) => {
    saveScrollPosition({ x: window.scrollX, y: window.scrollY });
    void navigate({
      pathname: paths.sharedAlbumPreview.getHref(album.albumId, photo.imageId),
      search,
    });
  };

  const details = intl.formatMessage(
    { id: 'sharedAlbums.album.counts' },
    { photos: album.photosCount, participants: album.participants.length },
  );

  return (
    <div className={styles.page}>
      <AlbumHeader
        backTo={`${paths.albums}${search}`}
        name={album.albumName}
        details={`${details} · ${intl.formatMessage({ id: 'sharedAlbums.sharedBy' }, { email: album.owner.email })}`}
        banner={<LegacyBanner />}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setModal('participants');
              }}
            >
              <Icon name="users" size={20} />
              {intl.formatMessage({ id: 'sharedAlbums.participants.open' })}
            </Button>
            <Button
              variant="ghost"
              className={styles.danger}
              onClick={() => {
                setModal('delete');
              }}
            >
              {/* The same request either way; a participant only leaves (spec 4). */}
              <Icon name={isOwner ? 'trash' : 'signOut'} size={20} />
              {intl.formatMessage({
                id: isOwner ? 'sharedAlbums.delete.open' : 'sharedAlbums.leave.open',
              })}
            </Button>
          </>
        }
      />
      <SharedAlbumPhotos album={album} onOpen={openPhoto} />
      <ParticipantsModal
        open={modal === 'participants'}
        album={album}
        isOwner={isOwner}
        onClose={close}
      />
      <DeleteAlbumModal
        open={modal === 'delete'}
        kind={isOwner ? 'sharedOwner' : 'sharedParticipant'}
        albumName={album.albumName}
        pending={deletion.isPending}
        failed={deletion.isError}
        onConfirm={onDelete}
        onClose={close}
      />
      <Outlet />
    </div>
  );
}
