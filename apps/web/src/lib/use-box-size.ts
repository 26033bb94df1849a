import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Box } from '@/lib/photos/responsive-image';

const NOT_MEASURED: Box = { width: 0, height: 0 };

/** One shared ResizeObserver serves every caller: a grid holds hundreds of tiles. */
const listeners = new WeakMap<Element, (box: Box) => void>();
let shared: ResizeObserver | undefined;

function observer(): ResizeObserver {
  shared ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const size = entry.borderBoxSize[0];
      listeners.get(entry.target)?.(
        size
          ? { width: size.inlineSize, height: size.blockSize }
          : { width: entry.contentRect.width, height: entry.contentRect.height },
      );
    }
  });
  return shared;
}

/**
 * An element's border-box size, measured before the first paint (so an image's `sizes` is set
 * before the browser picks a source) and kept current; zero where there is no layout (jsdom).
 * `measure: false` leaves the element alone (the caller knows its size): no forced layout, no
 * second render.
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>, measure = true): Box {
  const [box, setBox] = useState<Box>(NOT_MEASURED);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !measure) {
      return;
    }
    const update = (next: Box) => {
      setBox((current) =>
        current.width === next.width && current.height === next.height ? current : next,
      );
    };
    const rect = element.getBoundingClientRect();
    update({ width: rect.width, height: rect.height });
    if (typeof ResizeObserver === 'undefined') {
      return;
    }
    listeners.set(element, update);
    observer().observe(element);
    return () => {
      listeners.delete(element);
      shared?.unobserve(element);
    };
  }, [ref, measure]);
  return box;
}
