/** The spec's toast auto-close time in the portal shell. */
export const TOAST_DURATION_MS = 10_000;

/** The spec's time for toasts in the photo library. */
export const LIBRARY_TOAST_DURATION_MS = 5_000;
