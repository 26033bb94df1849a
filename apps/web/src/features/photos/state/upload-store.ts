import { createUuid } from '@/lib/uuid';
import { UploadRefusedError, uploadPhoto } from '@/features/photos/api/upload-photo';
import {
  RESUMABLE_UPLOAD_MIN_BYTES,
  uploadPhotoResumable,
} from '@/features/photos/api/upload-photo-resumable';
import { uploadFailureOf } from '@/features/photos/lib/upload-failure';
import {
  EMPTY_QUEUE,
  nextToUpload,
  uploadQueueReducer,
  type UploadAction,
} from '@/features/photos/lib/upload-queue';
import { createStore } from '@/features/photos/state/create-store';
import { runUploaded, setOnRunUploaded } from '@/features/photos/state/upload-runs';

/** Files sent at once: enough to hide each one's round trips, few enough not to crowd the line. */
export const PARALLEL_UPLOADS = 3;
/** Progress is shown at most this often per file: a long list re-renders little. */
const PROGRESS_INTERVAL_MS = 250;

/**
 * The upload queue lives here, outside any component (decision 0270): the dialog can close and
 * the customer browse on while files are sent; the dialog and the header's indicator both read
 * it. Items hold the browser's File handles, never their bytes.
 */
export const uploadStore = createStore(EMPTY_QUEUE);

const controllers = new Map<string, AbortController>();
let uploadedInRun = 0;

function apply(action: UploadAction): void {
  const wasRunning = uploadStore.get().running;
  uploadStore.set((state) => uploadQueueReducer(state, action));
  if (wasRunning && !uploadStore.get().running && uploadedInRun > 0) {
    // A run that ended with uploads refreshes the timeline once.
    uploadedInRun = 0;
    runUploaded();
  }
}

function dispatch(action: UploadAction): void {
  apply(action);
  // Fills the free slots, in the order the files were chosen.
  for (
    let [next] = nextToUpload(uploadStore.get(), PARALLEL_UPLOADS);
    next;
    [next] = nextToUpload(uploadStore.get(), PARALLEL_UPLOADS)
  ) {
    send(next.id, next.file);
  }
}

function send(id: string, file: File): void {
  const controller = new AbortController();
  controllers.set(id, controller);
  apply({ type: 'begin', id });
  let lastProgress = 0;
  const upload = file.size > RESUMABLE_UPLOAD_MIN_BYTES ? uploadPhotoResumable : uploadPhoto;
  upload(file, {
    uploadId: id,
    signal: controller.signal,
    onProgress: (loaded) => {
      const now = Date.now();
      if (now - lastProgress >= PROGRESS_INTERVAL_MS) {
        lastProgress = now;
        dispatch({ type: 'progress', id, loaded });
      }
    },
  }).then(
    () => {
      controllers.delete(id);
      uploadedInRun += 1;
      dispatch({ type: 'succeed', id });
    },
    (error: unknown) => {
      controllers.delete(id);
      if (error instanceof DOMException && error.name === 'AbortError') {
        return;
      }
      const reason = error instanceof UploadRefusedError ? error.reason : undefined;
      dispatch({ type: 'fail', id, failure: uploadFailureOf(error, reason) });
    },
  );
}

export const uploadActions = {
  add: (files: readonly File[]) => {
    dispatch({ type: 'add', files, makeId: createUuid });
  },
  remove: (id: string) => {
    dispatch({ type: 'remove', id });
  },
  start: () => {
    dispatch({ type: 'start' });
  },
  retry: (id: string) => {
    dispatch({ type: 'retry', id });
  },
  /** Stops every upload in flight and empties the list. */
  cancel: () => {
    for (const controller of controllers.values()) {
      controller.abort();
    }
    controllers.clear();
    uploadedInRun = 0;
    dispatch({ type: 'reset' });
  },
  /** Empties a list with nothing left to send (after its summary was seen). */
  clear: () => {
    if (!uploadStore.get().running) {
      dispatch({ type: 'reset' });
    }
  },
  /** What to do when a run ends with photos uploaded (refresh the library); the latest wins. */
  onUploaded: setOnRunUploaded,
};
