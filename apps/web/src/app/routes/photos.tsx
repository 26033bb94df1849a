import { useSearchParams } from 'react-router';
import { STRIPPED_PARAM } from '@/config/paths';
import { usePublicConfig } from '@/lib/runtime-context';
import { useFeatureFlag } from '@/features/flags/use-feature-flag';
import { AlbumsPanel } from '@/features/albums/components/albums-panel';
import { useSharedAlbumsCount } from '@/features/albums/api/use-shared-albums-count';
import { PhotoPreview } from '@/features/photos/components/photo-preview';
import { PhotosPage, type PhotosTab } from '@/features/photos/components/photos-page';
import { ExportButton } from '@/features/exports/components/export-button';
import { LibraryActivationPanel } from '@/app/library-activation';
import { GuardedRoute } from '@/app/routes/guarded-route';

/** `/my-photos/photos`: the photo library with the flags and links it depends on. */
export function PhotosRoute() {
  return <PhotoLibrary tab="photos" />;
}

/** `/my-photos/albums`: the same page on its Albums tab; without the album view, '/'. */
export function AlbumsTabRoute() {
  const albumViewEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  return (
    <GuardedRoute allowed={albumViewEnabled}>
      <PhotoLibrary tab="albums" />
    </GuardedRoute>
  );
}

function PhotoLibrary({ tab }: { tab: PhotosTab }) {
  const [search] = useSearchParams();
  const { links } = usePublicConfig();
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const sharedAlbumsCount = useSharedAlbumsCount(sharedAlbumsEnabled);
  return (
    <PhotosPage
      albumViewEnabled={useFeatureFlag('PhotoManagementAlbumViewEnabled')}
      timelineViewEnabled={useFeatureFlag('PhotoManagementTimelineViewEnabled')}
      uploadEnabled={useFeatureFlag('PhotoManagementUploadEnabled')}
      reactivationEnabled={useFeatureFlag('PhotoManagementReactivationEnabled')}
      stripped={search.get(STRIPPED_PARAM) === 'true'}
      faqUrl={links.faq}
      shopUrl={links.allProducts ?? links.storefront}
      tab={tab}
      albumsPanel={
        <AlbumsPanel
          sharedAlbumsEnabled={sharedAlbumsEnabled}
          readAlbumsCount={sharedAlbumsCount}
        />
      }
      sharedAlbumsCount={sharedAlbumsCount}
      exportButton={<ExportButton />}
      activationPanel={<LibraryActivationPanel />}
    />
  );
}

/** `/my-photos/photos/preview/{id}`: only with the timeline view; otherwise home. */
export function PhotoPreviewRoute() {
  const timelineViewEnabled = useFeatureFlag('PhotoManagementTimelineViewEnabled');
  return (
    <GuardedRoute allowed={timelineViewEnabled}>
      <PhotoPreview />
    </GuardedRoute>
  );
}
