import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { STRIPPED_PARAM } from '@/config/paths';
import { preload } from '@/components/lazy/preload';
import { usePublicConfig } from '@/lib/runtime-context';
import { useFeatureFlag } from '@/features/flags/use-feature-flag';
import { AlbumsPanelLoading } from '@/features/albums/components/albums-panel-loading';
import { useSharedAlbumsCount } from '@/features/albums/api/use-shared-albums-count';
import { preloadDateLocale } from '@/features/albums/lib/album-date-locales';
import { DeferredPhotoPreview } from '@/features/photos/components/deferred-photo-preview';
import { PhotosPage, type PhotosTab } from '@/features/photos/components/photos-page';
import { ExportButton } from '@/features/exports/components/export-button';
import { LibraryActivationPanel } from '@/app/library-activation';
import { GuardedRoute } from '@/app/routes/guarded-route';

/** The Albums tab (cards, dates) is not on the photos tab's first screen: it loads when wanted. */
const AlbumsPanel = lazyWithPreload(async () => ({
  default: (await import('@/features/albums/components/albums-panel')).AlbumsPanel,
}));

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
  const intl = useIntl();
  const [search] = useSearchParams();
  const { links } = usePublicConfig();
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const sharedAlbumsCount = useSharedAlbumsCount(sharedAlbumsEnabled);
  // On the Albums tab the cards' date locale loads beside the panel's code, not after it.
  useEffect(() => {
    if (tab === 'albums') {
      preloadDateLocale(intl.locale);
    }
  }, [tab, intl.locale]);
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
        <Suspense fallback={<AlbumsPanelLoading />}>
          <AlbumsPanel
            sharedAlbumsEnabled={sharedAlbumsEnabled}
            readAlbumsCount={sharedAlbumsCount}
          />
        </Suspense>
      }
      onAlbumsTabIntent={() => {
        preload(AlbumsPanel);
        preloadDateLocale(intl.locale);
      }}
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
      <DeferredPhotoPreview />
    </GuardedRoute>
  );
}
