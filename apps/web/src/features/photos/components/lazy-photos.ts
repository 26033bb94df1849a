import { lazyWithPreload } from 'react-lazy-with-preload';
import { uploadQueueLoadedStore } from '@/features/photos/state/upload-runs';

/**
 * The parts of the photos page its first screen does not show: they load when first wanted,
 * started on the customer's intent (pointer over or focus on what opens them: preloadOnIntent),
 * and render through LazyDialog (the dialogs) or Suspense (the preview, the upload indicator).
 */

/** The upload dialog and indicator bring the queue and the upload calls with them. */
async function uploadQueueLoaded<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  uploadQueueLoadedStore.set(() => true);
  return loaded;
}

export const LazyUploadModal = lazyWithPreload(async () => ({
  default: (await uploadQueueLoaded(import('@/features/photos/components/upload-modal')))
    .UploadModal,
}));

export const LazyUploadIndicator = lazyWithPreload(async () => ({
  default: (await uploadQueueLoaded(import('@/features/photos/components/upload-indicator')))
    .UploadIndicator,
}));

export const LazyDeleteAllModal = lazyWithPreload(async () => ({
  default: (await import('@/features/photos/components/delete-all-modal')).DeleteAllModal,
}));

export const LazyConfirmDeleteModal = lazyWithPreload(async () => ({
  default: (await import('@/features/photos/components/confirm-delete-modal')).ConfirmDeleteModal,
}));

export const LazyJumpToDateDialog = lazyWithPreload(async () => ({
  default: (await import('@/features/photos/components/jump-to-date-dialog')).JumpToDateDialog,
}));

/** The full-screen preview, with the viewer and its gestures. */
export const LazyPhotoPreview = lazyWithPreload(async () => ({
  default: (await import('@/features/photos/components/photo-preview')).PhotoPreview,
}));
