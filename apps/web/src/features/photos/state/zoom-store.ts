import { readLocalStorage, STORAGE_KEYS } from '@/lib/storage';
import { clampZoom, DEFAULT_ZOOM, ZOOM_LEVELS } from '@/features/photos/lib/timeline-layout';
import { createStore } from '@/features/photos/state/create-store';

/** A stored level, or the default when there is none or it is not one of ours. */
export function parseZoom(raw: string | null): number {
  const level = Number(raw);
  return raw !== null &&
    raw.trim() !== '' &&
    Number.isInteger(level) &&
    level >= 0 &&
    level < ZOOM_LEVELS
    ? level
    : DEFAULT_ZOOM;
}

/** The timeline's zoom level (0 = smallest tiles), kept across visits in local storage. */
export const zoomStore = createStore<number>(
  parseZoom(readLocalStorage(STORAGE_KEYS.timelineZoom)),
);

function setZoom(level: number): void {
  const next = clampZoom(level);
  zoomStore.set(() => next);
  try {
    window.localStorage.setItem(STORAGE_KEYS.timelineZoom, String(next));
  } catch {
    // Storage unavailable: the level holds for this visit only.
  }
}

export const zoomActions = {
  zoomIn: () => {
    setZoom(zoomStore.get() + 1);
  },
  zoomOut: () => {
    setZoom(zoomStore.get() - 1);
  },
};
