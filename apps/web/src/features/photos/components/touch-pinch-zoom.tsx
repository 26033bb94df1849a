import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';

/** The pinch brings a gesture library (~8 KB): loaded only where fingers can pinch. */
const PinchZoom = lazy(async () => ({
  default: (await import('@/features/photos/components/pinch-zoom')).PinchZoom,
}));

/** Phones, tablets and touch laptops: the only screens where fingers can pinch the grid. */
function isTouchScreen(): boolean {
  return typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0;
}

/**
 * The grid's two-finger pinch zoom (pinch-zoom.tsx) on touch screens, loaded with the first
 * finger on the page (a scroll usually comes before a pinch) rather than with the page: the
 * gesture library stays off the first load of phones too. Nothing on other screens.
 */
export function TouchPinchZoom({ target }: { target: RefObject<HTMLElement | null> }) {
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched || !isTouchScreen()) {
      return;
    }
    const onTouch = () => {
      setTouched(true);
    };
    window.addEventListener('touchstart', onTouch, { passive: true, once: true });
    return () => {
      window.removeEventListener('touchstart', onTouch);
    };
  }, [touched]);
  return touched ? (
    <Suspense fallback={null}>
      <PinchZoom target={target} />
    </Suspense>
  ) : null;
}
