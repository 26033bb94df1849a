import { Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { Album } from '@my-account/contract/albums';
import type { Photo } from '@my-account/contract/photos';
import { paths } from '@/config/paths';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { notify } from '@/components/toast/notify';
import { saveScrollPosition } from '@/lib/photos/scroll-position';
import { isMobileDevice } from '@/lib/mobile-device';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAddAlbumPhotos } from '@/features/albums/api/add-album-photos';
import { useAlbum } from '@/features/albums/api/get-album';
import { useDeleteAlbum } from '@/features/albums/api/delete-album';
import { useRenameAlbum } from '@/features/albums/api/rename-album';
import { openMobileUpload } from '@/features/albums/lib/mobile-upload';
import { preloadDateLocale } from '@/features/albums/lib/album-date-locales';
import { AlbumHeader } from '@/features/albums/components/album-header';
import { AlbumNameModal } from '@/features/albums/components/album-name-modal';
import { AlbumPhotos } from '@/features/albums/components/album-photos';
import { DeleteAlbumModal } from '@/features/albums/components/delete-album-modal';
import { PageState } from '@/features/albums/components/page-state';
import { PhotoPickerModal } from '@/features/albums/components/photo-picker-modal';
import { useCreatedText } from '@/features/albums/components/use-created-text';
import styles from '@/features/albums/components/album-page.module.css';

export interface AlbumPageProps {
  albumId: string;
  /** PhotoManagementSharedAlbumsViewEnabled: an album flagged isShared opens on its shared route. */
  sharedAlbumsEnabled: boolean;
  /** On mobile, add photos goes here first (falls back to the picker after 2 s). */
  mobileUploadUrl: string | undefined;
}

/** `/my-photos/albums/{id}`: one own album. */
export function AlbumPage({ albumId, sharedAlbumsEnabled, mobileUploadUrl }: AlbumPageProps) {
  const intl = useIntl();
  const album = useAlbum(albumId);
  // The created date's locale loads beside the album, not after it.
  preloadDateLocale(intl.locale);
  const loading = (
    <PageState kind="loading" text={intl.formatMessage({ id: 'albums.album.loading' })} />
  );
  if (album.isPending) {
    return loading;
  }
  if (album.isError) {
    return (
      <PageState
        kind="error"
        text={intl.formatMessage({ id: 'albums.album.loadError' })}
        backTo={paths.albums}
      />
    );
  }
  if (album.data.isShared && sharedAlbumsEnabled) {
    return <Navigate to={paths.sharedAlbum.getHref(albumId)} replace />;
  }
  return (
    <Suspense fallback={loading}>
      <AlbumView album={album.data} mobileUploadUrl={mobileUploadUrl} />
    </Suspense>
  );
}

type OpenModal = 'rename' | 'delete' | 'picker' | undefined;

function AlbumView({
  album,
  mobileUploadUrl,
}: {
  album: Album;
  mobileUploadUrl: string | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const createdText = useCreatedText();
  useDocumentTitle(album.albumName);
  const [modal, setModal] = useState<OpenModal>(undefined);
  const rename = useRenameAlbum();
  const deletion = useDeleteAlbum();
  const adding = useAddAlbumPhotos();
  const cancelUploadFallback = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelUploadFallback.current?.(), []);

  const close = () => {
    rename.reset();
    deletion.reset();
    adding.reset();
    setModal(undefined);
  };

  const onAddPhotos = () => {
    // By device, not width: tablets and landscape phones go to the brand's upload app too.
    if (mobileUploadUrl && isMobileDevice()) {
      cancelUploadFallback.current?.();
      cancelUploadFallback.current = openMobileUpload(mobileUploadUrl, () => {
        setModal('picker');
      });
      return;
    }
    setModal('picker');
  };

  const onDelete = () => {
    deletion.mutate(album.albumId, {
      onSuccess: () => {
        notify.success(
          intl.formatMessage({ id: 'albums.delete.success' }, { albumName: album.albumName }),
        );
        void navigate({ pathname: paths.albums, search }, { replace: true });
      },
    });
  };

  const openPhoto = (photo: Photo) => {
    saveScrollPosition({ x: window.scrollX, y: window.scrollY });
    void navigate({ pathname: paths.albumPreview.getHref(album.albumId, photo.imageId), search });
  };

  const details = [
    intl.formatMessage({ id: 'albums.photoCount' }, { count: album.photosCount }),
    createdText(album.created),
  ].join(' · ');

  return (
    <div className={styles.page}>
      <AlbumHeader
        backTo={`${paths.albums}${search}`}
        name={album.albumName}
        onRename={() => {
          setModal('rename');
        }}
        details={details}
        actions={
          <>
            <Button variant="primary" onClick={onAddPhotos}>
              <Icon name="plus" size={20} />
              {intl.formatMessage({ id: 'albums.album.addPhotos' })}
            </Button>
            <Button
              variant="ghost"
              className={styles.danger}
              onClick={() => {
                setModal('delete');
              }}
            >
              <Icon name="trash" size={20} />
              {intl.formatMessage({ id: 'albums.delete.open' })}
            </Button>
          </>
        }
      />
      <AlbumPhotos album={album} onOpen={openPhoto} onAddPhotos={onAddPhotos} />

      <AlbumNameModal
        open={modal === 'rename'}
        mode="rename"
        initialName={album.albumName}
        pending={rename.isPending}
        failed={rename.isError}
        onSubmit={(name) => {
          rename.mutate({ albumId: album.albumId, name }, { onSuccess: close });
        }}
        onClose={close}
      />
      <DeleteAlbumModal
        open={modal === 'delete'}
        kind="own"
        albumName={album.albumName}
        pending={deletion.isPending}
        failed={deletion.isError}
        onConfirm={onDelete}
        onClose={close}
      />
      <PhotoPickerModal
        open={modal === 'picker'}
        albumName={album.albumName}
        pending={adding.isPending}
        failed={adding.isError}
        onSubmit={(photoIds) => {
          adding.mutate({ albumId: album.albumId, photoIds }, { onSuccess: close });
        }}
        onClose={close}
      />
      <Outlet />
    </div>
  );
}
