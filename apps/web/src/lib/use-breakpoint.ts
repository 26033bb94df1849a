import { useSyncExternalStore } from 'react';
import { breakpointForWidth, type Breakpoint } from '@/lib/breakpoints';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
  };
}

function getSnapshot(): Breakpoint {
  return breakpointForWidth(window.innerWidth);
}

/** The current breakpoint; re-renders only when the window crosses one. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'extraLarge');
}
