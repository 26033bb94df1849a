import { usePinch } from '@use-gesture/react';
import type { RefObject } from 'react';
import { zoomActions } from '@/features/photos/state/zoom-store';

/** Finger spread (ratio since the last level) per zoom level. */
const PINCH_STEP = 1.3;

/**
 * A two-finger pinch over the grid changes the zoom level by steps, instead of zooming the page
 * (the grid's `touch-action` leaves pinching to it). Renders nothing; the timeline loads it on
 * touch screens only, so the gesture library stays off the first load of the others.
 */
export function PinchZoom({ target }: { target: RefObject<HTMLElement | null> }) {
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
  return null;
}
