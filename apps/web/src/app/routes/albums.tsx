import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/runtime-context';
import { useFeatureFlag } from '@/features/flags/use-feature-flag';
import { AlbumPage } from '@/features/albums/components/album-page';
import { AlbumPreview } from '@/features/albums/components/album-preview';
import { SharedAlbumPage } from '@/features/albums/components/shared-album-page';
import { SharedAlbumPreview } from '@/features/albums/components/shared-album-preview';
import { GuardedRoute } from '@/app/routes/guarded-route';

/** `/my-photos/albums/{id}`: only with the album view; otherwise '/'. */
export function AlbumRoute() {
  const { id } = useParams();
  const albumViewEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const { mobileUploadUrl } = useAppConfig();
  if (!id) {
    return <Navigate to={paths.albums} replace />;
  }
  return (
    <GuardedRoute allowed={albumViewEnabled}>
      <AlbumPage
        key={id}
        albumId={id}
        sharedAlbumsEnabled={sharedAlbumsEnabled}
        mobileUploadUrl={mobileUploadUrl}
      />
    </GuardedRoute>
  );
}

/** `/my-photos/albums/{id}/preview/{photoId}`: reachable only with the album-view flag. */
export function AlbumPreviewRoute() {
  const { id, photoId } = useParams();
  const albumViewEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  if (!id || !photoId) {
    return <Navigate to={paths.albums} replace />;
  }
  return (
    <GuardedRoute allowed={albumViewEnabled}>
      <AlbumPreview key={id} albumId={id} photoId={photoId} />
    </GuardedRoute>
  );
}

/** `/my-photos/shared-albums/{id}`: only with the shared-albums view; otherwise '/'. */
export function SharedAlbumRoute() {
  const { id } = useParams();
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  if (!id) {
    return <Navigate to={paths.albums} replace />;
  }
  return (
    <GuardedRoute allowed={sharedAlbumsEnabled}>
      <SharedAlbumPage key={id} albumId={id} />
    </GuardedRoute>
  );
}

/** `/my-photos/shared-albums/{id}/preview/{photoId}`: only with the shared-albums view. */
export function SharedAlbumPreviewRoute() {
  const { id, photoId } = useParams();
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  if (!id || !photoId) {
    return <Navigate to={paths.albums} replace />;
  }
  return (
    <GuardedRoute allowed={sharedAlbumsEnabled}>
      <SharedAlbumPreview key={id} albumId={id} photoId={photoId} />
    </GuardedRoute>
  );
}
