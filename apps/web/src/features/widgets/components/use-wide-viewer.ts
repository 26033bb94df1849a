import { useSyncExternalStore } from 'react';
import { DOUBLE_PAGE_MIN_WIDTH } from '@/features/widgets/lib/book-spreads';

const QUERY = `(min-width: ${String(DOUBLE_PAGE_MIN_WIDTH)}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => {
    media.removeEventListener('change', onChange);
  };
}

/** Whether the screen is wide enough for double-page spreads (re-renders when that changes). */
export function useWideViewer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
