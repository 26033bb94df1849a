/** Spec: zoom between 1 and 2.5; taps within 200 ms are one double-tap. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2.5;
export const DOUBLE_TAP_MS = 200;
/** Spec: a swipe navigates past 35 % of the width; a swipe down closes past 35 % of the height. */
export const SWIPE_RATIO = 0.35;

export interface ZoomState {
  scale: number;
  /** When the last tap that toggled happened (ms). */
  lastTapAt: number;
}

export const INITIAL_ZOOM: ZoomState = { scale: ZOOM_MIN, lastTapAt: Number.NEGATIVE_INFINITY };

/**
 * A tap toggles between 1 and 2.5. The second tap of a double-tap (within 200 ms) does not
 * toggle back, so a tap and a double-tap both end up zoomed in once.
 */
export function zoomAfterTap(state: ZoomState, now: number): ZoomState {
  if (now - state.lastTapAt < DOUBLE_TAP_MS) {
    return { scale: state.scale, lastTapAt: Number.NEGATIVE_INFINITY };
  }
  return { scale: state.scale === ZOOM_MIN ? ZOOM_MAX : ZOOM_MIN, lastTapAt: now };
}

export type SwipeOutcome = 'previous' | 'next' | 'close' | undefined;

export interface SwipeInput {
  dx: number;
  dy: number;
  width: number;
  height: number;
  /** Swipe down closes only on mobile. */
  mobile: boolean;
}

export function swipeOutcome({ dx, dy, width, height, mobile }: SwipeInput): SwipeOutcome {
  if (Math.abs(dx) >= width * SWIPE_RATIO && Math.abs(dx) > Math.abs(dy)) {
    return dx < 0 ? 'next' : 'previous';
  }
  if (mobile && dy >= height * SWIPE_RATIO && dy > Math.abs(dx)) {
    return 'close';
  }
  return undefined;
}

/** After deleting the photo at `index`: the previous one, or the second one if it was first. */
export function photoAfterDeletion<T>(photos: readonly T[], index: number): T | undefined {
  return index > 0 ? photos[index - 1] : photos[1];
}
