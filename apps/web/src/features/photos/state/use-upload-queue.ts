import { useEffect } from 'react';
import { useStore } from '@/features/photos/state/create-store';
import { uploadActions, uploadStore } from '@/features/photos/state/upload-store';

/** The upload queue's state and actions, for the dialog and the indicator. */
export function useUploadQueue() {
  const state = useStore(uploadStore);
  return { state, ...uploadActions };
}

/** Runs `onUploaded` when a run of uploads ends with photos added (to refresh the library). */
export function useOnUploadsFinished(onUploaded: () => void): void {
  useEffect(() => {
    uploadActions.onUploaded(onUploaded);
  }, [onUploaded]);
}
