import { useEffect, useReducer, useRef } from 'react';
import { createUuid } from '@/lib/uuid';
import { UploadRefusedError, uploadPhoto } from '@/features/photos/api/upload-photo';
import { EMPTY_QUEUE, nextToUpload, uploadQueueReducer } from '@/features/photos/lib/upload-queue';

/**
 * Runs the upload queue: one file at a time once Upload is pressed, with per-file progress.
 * `onSettled` runs when a run ends with at least one photo uploaded (to refresh the timeline).
 */
export function useUploadQueue(onUploaded: () => void) {
  const [state, dispatch] = useReducer(uploadQueueReducer, EMPTY_QUEUE);
  const controllerRef = useRef<AbortController | null>(null);
  const uploadedRef = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const next = nextToUpload(state);
  useEffect(() => {
    if (!next) {
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'begin', id: next.id });
    uploadPhoto(next.file, {
      uploadId: next.id,
      signal: controller.signal,
      onProgress: (loaded) => {
        dispatch({ type: 'progress', id: next.id, loaded });
      },
    }).then(
      () => {
        uploadedRef.current += 1;
        dispatch({ type: 'succeed', id: next.id });
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          return;
        }
        const reason = error instanceof UploadRefusedError ? error.reason : undefined;
        dispatch(
          reason
            ? { type: 'fail', id: next.id, message: reason }
            : { type: 'fail', id: next.id, messageId: 'photos.upload.failedUnknown' },
        );
      },
    );
  }, [next]);

  // A run that ended with uploads refreshes the timeline once.
  useEffect(() => {
    if (!state.running && uploadedRef.current > 0) {
      uploadedRef.current = 0;
      onUploadedRef.current();
    }
  }, [state.running]);

  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  return {
    state,
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
    /** Stops a running upload and empties the list. */
    cancel: () => {
      controllerRef.current?.abort();
      dispatch({ type: 'reset' });
    },
  };
}
