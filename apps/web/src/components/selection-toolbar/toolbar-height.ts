import { useLayoutEffect, type RefObject } from 'react';

/** The custom property pages pad their bottom with while the toolbar covers it. */
export const TOOLBAR_HEIGHT_PROPERTY = '--selection-toolbar-height';

/**
 * Publishes the fixed toolbar's real height on the document root while it is shown, so a page
 * can keep its last row above it (`padding-bottom: var(--selection-toolbar-height)`) whatever
 * the wrapping, text size or safe-area inset, and so keyboard focus scrolls clear of it
 * (scroll-padding) instead of landing underneath.
 */
export function usePublishToolbarHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) {
      return undefined;
    }
    const root = document.documentElement;
    const publish = () => {
      const height = `${String(Math.ceil(toolbar.getBoundingClientRect().height))}px`;
      root.style.setProperty(TOOLBAR_HEIGHT_PROPERTY, height);
      root.style.setProperty('scroll-padding-bottom', height);
    };
    publish();
    // Older engines without ResizeObserver keep the first measure.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(toolbar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOOLBAR_HEIGHT_PROPERTY);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref]);
}
