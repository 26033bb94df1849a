import { useDrag } from '@use-gesture/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Photo } from '@my-account/contract/photos';
import { NamedIconButton } from '@/components/photo-viewer/named-icon-button';
import { photoName, thumbnailUrl } from '@/lib/photos/photo-info';
import { placeholderDataUrl } from '@/lib/photos/placeholder';
import { containSizes, thumbnailSrcSet } from '@/lib/photos/responsive-image';
import { useBoxSize } from '@/lib/use-box-size';
import {
  swipeOutcome,
  zoomAfterTap,
  ZOOM_MIN,
  type ZoomState,
} from '@/lib/photos/preview-gestures';
import styles from '@/components/photo-viewer/photo-viewer.module.css';

/** The aspect ratio ('width / height') of the shown 1300 version; undefined when unknown. */
function displayAspect(photo: Photo): string | undefined {
  const shown = photo.thumbnails.find((thumbnail) => thumbnail.id === '1300');
  const width = shown?.width ?? photo.visibleWidth;
  const height = shown?.height ?? photo.visibleHeight;
  return width && height ? `${width} / ${height}` : undefined;
}

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
  const [loadedId, setLoadedId] = useState<string>();
  const stage = useBoxSize(stageRef);

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

  const transform = `translate(${drag.x}px, ${drag.y}px) scale(${zoom.scale})`;
  const aspect = photo ? displayAspect(photo) : undefined;
  // Only until the photo has loaded, and only where its aspect ratio is known: a placeholder of
  // another shape would show beside the photo as strips of a second image.
  const placeholder =
    photo && aspect !== undefined && loadedId !== photo.imageId
      ? placeholderDataUrl(photo.placeholder)
      : undefined;
  // The size the photo is drawn at on this stage, zoom included: phones get a smaller file, and
  // zooming in asks for a larger one (up to 1300). Decision 0263.
  const sizes = photo ? containSizes(photo, stage, zoom.scale) : undefined;
  const srcSet = photo && sizes ? thumbnailSrcSet(photo) : undefined;
  const previousLabel = intl.formatMessage({ id: 'photos.preview.previous' });
  const nextLabel = intl.formatMessage({ id: 'photos.preview.next' });
  return (
    <div className={styles.stage} ref={stageRef} {...bind()}>
      {photo && placeholder && aspect !== undefined ? (
        <span
          key={`placeholder-${photo.imageId}`}
          aria-hidden="true"
          className={styles.placeholder}
          style={{
            // The box object-fit: contain gives the photo on this stage (a size container).
            width: `min(100cqw, 100cqh * ${aspect})`,
            aspectRatio: aspect,
            backgroundImage: `url("${placeholder}")`,
            transform,
          }}
        />
      ) : null}
      {photo ? (
        <img
          key={photo.imageId}
          className={styles.image}
          data-zoomed={zoom.scale !== ZOOM_MIN || undefined}
          {...(srcSet && sizes ? { srcSet, sizes } : {})}
          src={thumbnailUrl(photo, '1300')}
          alt={photoName(photo)}
          draggable={false}
          style={{ transform }}
          onLoad={() => {
            setLoadedId(photo.imageId);
          }}
          // A photo that cannot load shows its alt text, not a blurred stand-in forever.
          onError={() => {
            setLoadedId(photo.imageId);
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
        <div className={`${styles.arrowSlot} ${styles.previous}`}>
          <NamedIconButton
            label={previousLabel}
            icon="chevronLeft"
            iconSize={32}
            placement="bottom-start"
            className={styles.arrow}
            onClick={onPrevious}
          />
        </div>
      ) : null}
      {onNext ? (
        <div className={`${styles.arrowSlot} ${styles.next}`}>
          <NamedIconButton
            label={nextLabel}
            icon="chevronRight"
            iconSize={32}
            placement="bottom-end"
            className={styles.arrow}
            onClick={onNext}
          />
        </div>
      ) : null}
    </div>
  );
}
