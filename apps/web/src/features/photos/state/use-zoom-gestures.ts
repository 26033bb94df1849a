import { usePinch } from '@use-gesture/react';
import { useEffect, type RefObject } from 'react';
import { zoomActions } from '@/features/photos/state/zoom-store';

/** Wheel travel (px) per zoom level: one notch of a mouse wheel, a short trackpad pinch. */
const WHEEL_STEP = 50;
/** Finger spread (ratio since the last level) per zoom level. */
const PINCH_STEP = 1.3;

/**
 * Ctrl+wheel (and a trackpad pinch, which browsers report as Ctrl+wheel) and a two-finger
 * pinch over the grid change the zoom level by steps, instead of zooming the whole page.
 */
export function useZoomGestures(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = target.current;
    if (!element) {
      return;
    }
    let travel = 0;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) {
        return;
      }
      event.preventDefault();
      // Trackpads send many small deltas: add them up so one pinch is not five levels.
      travel += event.deltaY;
      if (travel >= WHEEL_STEP) {
        zoomActions.zoomOut();
        travel = 0;
      } else if (travel <= -WHEEL_STEP) {
        zoomActions.zoomIn();
        travel = 0;
      }
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('wheel', onWheel);
    };
  }, [target]);

  usePinch(
    ({ offset: [scale], memo }) => {
      const from = typeof memo === 'number' ? memo : 1;
      if (scale / from >= PINCH_STEP) {
        zoomActions.zoomIn();
        return scale;
      }
      if (from / scale >= PINCH_STEP) {
        zoomActions.zoomOut();
        return scale;
      }
      return from;
    },
    { target, pinchOnWheel: false, eventOptions: { passive: false } },
  );
}
