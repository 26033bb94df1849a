/** Local storage keys the app owns (the spec's names), so no two features pick the same one. */
export const STORAGE_KEYS = {
  sortingOptions: 'sortingOptions',
  scrollPosition: 'scrollPosition',
  /** The spec keeps the timeline's visible sections too but names no key; ours (ADR 0093). */
  timelineVisibleSections: 'timelineVisibleSections',
  /** The timeline's zoom level (decision 0264); not in the spec. */
  timelineZoom: 'timelineZoom',
  /** Set once the welcome banner was shown: it opens collapsed after (decision 0265). */
  welcomeBannerCollapsed: 'welcomeBannerCollapsed',
} as const;

const PROBE_KEY = '__my-account-storage-probe__';

/**
 * True when local storage can be written. Browsers with site data disabled throw on access
 * (SecurityError) or on write (QuotaExceededError in some private modes).
 */
export function isLocalStorageWritable(): boolean {
  try {
    window.localStorage.setItem(PROBE_KEY, PROBE_KEY);
    window.localStorage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Reads a local storage value without throwing when storage is unavailable. */
export function readLocalStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
