import { useSyncExternalStore } from 'react';
import { breakpointForWidth, type Breakpoint } from '@/lib/breakpoints';

// The breakpoint, read from the window once and then on each resize: every component using the
// hook reads the snapshot on every render, and reading `innerWidth` there can force a layout.
let current: Breakpoint | undefined;

function read(): Breakpoint {
  current = breakpointForWidth(window.innerWidth);
  return current;
}

function subscribe(onChange: () => void): () => void {
  const onResize = () => {
    read();
    onChange();
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
  };
}

function getSnapshot(): Breakpoint {
  if (current === undefined) {
    // Kept current even while no component listens, so a later one never reads a stale value.
    window.addEventListener('resize', read);
    return read();
  }
  return current;
}

/** The current breakpoint; re-renders only when the window crosses one. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'extraLarge');
}
