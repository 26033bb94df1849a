import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { STRIPPED_PARAM } from '@/config/paths';
import { PhotoActionsProvider, type PhotoActions, type PreparedAction } from '@/lib/photo-actions';
import { useCopyToAlbum } from '@/features/albums/components/use-copy-to-album';
import { useDownloadActions } from '@/features/downloads/state/use-download-actions';
import { useFeatureFlag } from '@/features/flags/use-feature-flag';
import { usePrintsOrder } from '@/features/prints/components/use-prints-order';

/**
 * Composes the photo actions of the features that own them (downloads, albums, prints) for
 * every photo view (lib/photo-actions explains why). Each feature adds its hook here; the
 * feature flags decide what is offered.
 */
export function AppPhotoActions({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  const { orderPrints, printsOrderUi, preparePrintsOrder } = usePrintsOrder();
  // Spec: order prints only with its flag on and never in the stripped (native app) view.
  const printsOffered =
    useFeatureFlag('PhotoManagementOrderPrintsEnabled') && search.get(STRIPPED_PARAM) !== 'true';
  const { downloadPhotos, downloadPhoto } = useDownloadActions();
  // Spec: copy to album belongs to the album view.
  const albumsOffered = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const { copyToAlbum, copyToAlbumUi, prepareCopyToAlbum } = useCopyToAlbum();
  const actions: PhotoActions = {
    downloadPhotos,
    downloadPhoto,
    ...(printsOffered ? { orderPrints } : {}),
    ...(albumsOffered ? { copyToAlbum } : {}),
    prepare: (action: PreparedAction) => {
      if (action === 'copyToAlbum') {
        prepareCopyToAlbum();
      } else {
        preparePrintsOrder();
      }
    },
  };
  return (
    <PhotoActionsProvider value={actions}>
      {children}
      {printsOrderUi}
      {albumsOffered ? copyToAlbumUi : null}
    </PhotoActionsProvider>
  );
}
