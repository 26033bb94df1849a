import { useDrag } from '@use-gesture/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { photoName, thumbnailUrl } from '@/lib/photos/photo-info';
import { placeholderDataUrl } from '@/lib/photos/placeholder';
import {
  swipeOutcome,
  zoomAfterTap,
  ZOOM_MIN,
  type ZoomState,
} from '@/lib/photos/preview-gestures';
import styles from '@/components/photo-viewer/photo-viewer.module.css';

interface PreviewStageProps {
  photo: Photo | undefined;
  mobile: boolean;
  zoom: ZoomState;
  onZoom: (update: (state: ZoomState) => ZoomState) => void;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
  onClose: () => void;
}

/**
 * The photo (1300 thumbnail) with tap/double-tap zoom, swipes left/right (35 % of the width)
 * and, on mobile, swipe down to close (35 % of the height); arrows beside it on larger screens.
 */
export function PreviewStage({
  photo,
  mobile,
  zoom,
  onZoom,
  onPrevious,
  onNext,
  onClose,
}: PreviewStageProps) {
  const intl = useIntl();
  const stageRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState({ x: 0, y: 0 });

  const bind = useDrag(
    ({ last, tap, movement: [mx, my], timeStamp, event }) => {
      // The arrow buttons sit on the stage: their clicks are not taps or swipes.
      if (event.target instanceof Element && event.target.closest('button')) {
        return;
      }
      if (tap) {
        onZoom((state) => zoomAfterTap(state, timeStamp));
        return;
      }
      if (zoom.scale !== ZOOM_MIN) {
        return;
      }
      if (!last) {
        setDrag({ x: mx, y: mobile ? Math.max(0, my) : 0 });
        return;
      }
      setDrag({ x: 0, y: 0 });
      const stage = stageRef.current;
      const outcome = swipeOutcome({
        dx: mx,
        dy: my,
        width: stage?.clientWidth ?? window.innerWidth,
        height: stage?.clientHeight ?? window.innerHeight,
        mobile,
      });
      if (outcome === 'next') {
        onNext?.();
      } else if (outcome === 'previous') {
        onPrevious?.();
      } else if (outcome === 'close') {
        onClose();
      }
    },
    { filterTaps: true, pointer: { touch: true } },
  );

  const placeholder = placeholderDataUrl(photo?.placeholder);
  return (
    <div className={styles.stage} ref={stageRef} {...bind()}>
      {photo ? (
        <img
          key={photo.imageId}
          className={styles.image}
          data-zoomed={zoom.scale !== ZOOM_MIN || undefined}
          src={thumbnailUrl(photo, '1300')}
          alt={photoName(photo)}
          draggable={false}
          style={{
            transform: `translate(${drag.x}px, ${drag.y}px) scale(${zoom.scale})`,
            ...(placeholder ? { backgroundImage: `url(${placeholder})` } : {}),
          }}
        />
      ) : (
        <span className={styles.loading} role="status">
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'photos.preview.loading' })}
          </span>
        </span>
      )}
      {onPrevious ? (
        <Button
          variant="ghost"
          iconOnly
          className={`${styles.arrow} ${styles.previous}`}
          aria-label={intl.formatMessage({ id: 'photos.preview.previous' })}
          onClick={onPrevious}
        >
          <Icon name="chevronLeft" size={32} />
        </Button>
      ) : null}
      {onNext ? (
        <Button
          variant="ghost"
          iconOnly
          className={`${styles.arrow} ${styles.next}`}
          aria-label={intl.formatMessage({ id: 'photos.preview.next' })}
          onClick={onNext}
        >
          <Icon name="chevronRight" size={32} />
        </Button>
      ) : null}
    </div>
  );
}
