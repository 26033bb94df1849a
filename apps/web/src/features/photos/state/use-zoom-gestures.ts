import { useEffect, type RefObject } from 'react';
import { zoomActions } from '@/features/photos/state/zoom-store';

/** Wheel travel (px) per zoom level: one notch of a mouse wheel, a short trackpad pinch. */
const WHEEL_STEP = 50;

/**
 * Ctrl+wheel (and a trackpad pinch, which browsers report as Ctrl+wheel) over the grid changes
 * the zoom level by steps, instead of zooming the whole page. A two-finger pinch does the same
 * on touch screens: see pinch-zoom.tsx.
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
}
