import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/runtime-context';
import { useFeatureFlag } from '@/features/flags/use-feature-flag';
import { AlbumPage } from '@/features/albums/components/album-page';
import { AlbumPreview } from '@/features/albums/components/album-preview';
import { SharedAlbumPage } from '@/features/albums/components/shared-album-page';
import { SharedAlbumPreview } from '@/features/albums/components/shared-album-preview';

/** `/my-photos/albums/{id}`: only with the album view; otherwise the photos. */
export function AlbumRoute() {
  const { id } = useParams();
  const albumViewEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const { mobileUploadUrl } = useAppConfig();
  if (!albumViewEnabled || !id) {
    return <Navigate to={paths.photos} replace />;
  }
  return (
    <AlbumPage
      key={id}
      albumId={id}
      sharedAlbumsEnabled={sharedAlbumsEnabled}
      mobileUploadUrl={mobileUploadUrl}
    />
  );
}

/** `/my-photos/albums/{id}/preview/{photoId}`: reachable only with the album-view flag. */
export function AlbumPreviewRoute() {
  const { id, photoId } = useParams();
  if (!id || !photoId) {
    return <Navigate to={paths.albums} replace />;
  }
  return <AlbumPreview key={id} albumId={id} photoId={photoId} />;
}

/** `/my-photos/shared-albums/{id}`: only with the shared-albums view; otherwise the albums. */
export function SharedAlbumRoute() {
  const { id } = useParams();
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  if (!sharedAlbumsEnabled || !id) {
    return <Navigate to={paths.albums} replace />;
  }
  return <SharedAlbumPage key={id} albumId={id} />;
}

/** `/my-photos/shared-albums/{id}/preview/{photoId}`: only with the shared-albums view. */
export function SharedAlbumPreviewRoute() {
  const { id, photoId } = useParams();
  if (!id || !photoId) {
    return <Navigate to={paths.albums} replace />;
  }
  return <SharedAlbumPreview key={id} albumId={id} photoId={photoId} />;
}
