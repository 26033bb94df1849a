import { useIntl } from 'react-intl';
import { NamedIconButton } from '@/components/photo-viewer/named-icon-button';
import { ZOOM_LEVELS } from '@/features/photos/lib/timeline-layout';
import { useStore } from '@/features/photos/state/create-store';
import { zoomActions, zoomStore } from '@/features/photos/state/zoom-store';
import styles from '@/features/photos/components/photos-page.module.css';

/** Smaller / larger photos: the timeline's zoom level, also set by Ctrl+wheel and pinch. */
export function ZoomControl() {
  const intl = useIntl();
  const level = useStore(zoomStore);
  return (
    <div
      role="group"
      className={styles.zoom}
      aria-label={intl.formatMessage({ id: 'photos.zoom.label' })}
    >
      <NamedIconButton
        label={intl.formatMessage({ id: 'photos.zoom.out' })}
        icon="zoomOut"
        placement="bottom"
        disabled={level <= 0}
        onClick={zoomActions.zoomOut}
      />
      <NamedIconButton
        label={intl.formatMessage({ id: 'photos.zoom.in' })}
        icon="zoomIn"
        placement="bottom-end"
        disabled={level >= ZOOM_LEVELS - 1}
        onClick={zoomActions.zoomIn}
      />
    </div>
  );
}
