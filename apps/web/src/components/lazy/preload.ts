/** Code split from the first screen that can be asked for ahead of use (a lazyWithPreload component). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * Starts loading code the customer is about to need. A failure is left to where the code is
 * rendered (its error boundary says so); loading again is then tried there.
 */
export function preload(...items: readonly Preloadable[]): void {
  for (const item of items) {
    item.preload().catch(() => undefined);
  }
}

/**
 * Props for the control that opens split-off code (a dialog, the preview): pointing at it or
 * focusing it starts the load, so by the click (or Enter) it is usually there. Only on that
 * intent: loading everything once the page is idle would put the bytes back in the first load.
 */
export function preloadOnIntent(...items: readonly Preloadable[]): {
  onPointerEnter: () => void;
  onFocus: () => void;
} {
  const start = () => {
    preload(...items);
  };
  return { onPointerEnter: start, onFocus: start };
}
