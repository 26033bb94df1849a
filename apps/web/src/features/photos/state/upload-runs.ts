import { useEffect } from 'react';
import { createStore } from '@/features/photos/state/create-store';

/**
 * What the photos page knows of the upload queue before the queue's code is there (it loads
 * with the upload dialog, when the customer first goes to upload: lazy-photos.ts): whether it
 * has loaded (only then can it hold files), and what to run when a run of uploads ends.
 */
export const uploadQueueLoadedStore = createStore(false);

let onRunUploaded: (() => void) | undefined;

/** What to do when a run ends with photos uploaded (refresh the library); the latest wins. */
export function setOnRunUploaded(callback: () => void): void {
  onRunUploaded = callback;
}

/** A run ended with photos uploaded (the upload store tells). */
export function runUploaded(): void {
  onRunUploaded?.();
}

/** Runs `onUploaded` when a run of uploads ends with photos added (to refresh the library). */
export function useOnUploadsFinished(onUploaded: () => void): void {
  useEffect(() => {
    setOnRunUploaded(onUploaded);
  }, [onUploaded]);
}
