import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PhotoViewerLoading } from '@/components/photo-viewer/photo-viewer-loading';
import { LazyPhotoPreview } from '@/features/photos/components/lazy-photos';

/**
 * The preview of `/my-photos/photos/preview/{id}`, whose code (viewer, gestures) loads when a
 * photo is pointed at or focused, not with the page. If it is still coming when the preview
 * opens, the viewer's dark stage and spinner show meanwhile.
 */
export function DeferredPhotoPreview() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Suspense
      fallback={
        <PhotoViewerLoading
          dialogId="photo-preview"
          label={intl.formatMessage({ id: 'photos.preview.label' })}
          loadingText={intl.formatMessage({ id: 'photos.preview.loading' })}
          onClose={() => {
            void navigate(paths.photos);
          }}
        />
      }
    >
      <LazyPhotoPreview />
    </Suspense>
  );
}
