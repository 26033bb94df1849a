import { useStore } from '@/features/photos/state/create-store';
import { uploadActions, uploadStore } from '@/features/photos/state/upload-store';

/** The upload queue's state and actions, for the dialog and the indicator. */
export function useUploadQueue() {
  const state = useStore(uploadStore);
  return { state, ...uploadActions };
}
