import { lazy, Suspense, type RefObject } from 'react';

/** The pinch brings a gesture library (~8 KB): loaded only where fingers can pinch. */
const PinchZoom = lazy(async () => ({
  default: (await import('@/features/photos/components/pinch-zoom')).PinchZoom,
}));

/** Phones, tablets and touch laptops: there the grid's pinch is part of its first screen. */
function isTouchScreen(): boolean {
  return typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0;
}

/** The grid's two-finger pinch zoom (pinch-zoom.tsx) on touch screens; nothing elsewhere. */
export function TouchPinchZoom({ target }: { target: RefObject<HTMLElement | null> }) {
  return isTouchScreen() ? (
    <Suspense fallback={null}>
      <PinchZoom target={target} />
    </Suspense>
  ) : null;
}
