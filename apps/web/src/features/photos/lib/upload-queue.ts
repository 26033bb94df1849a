import { ACCEPTED_UPLOAD_TYPES } from '@my-account/contract/photos';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

/** Why a file was not uploaded, and whether sending it again can succeed. */
export interface UploadFailure {
  /** The server's message for the customer (a refused file). */
  message?: string;
  /** A message id of `photos.upload` for our own reasons. */
  messageId?: string;
  /** False for files refused for good (empty, not a photo, damaged, too large...). */
  retryable: boolean;
}

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  loaded: number;
  error?: UploadFailure;
}

export interface UploadQueueState {
  items: UploadItem[];
  /** True once Upload was pressed and until nothing is left to send. */
  running: boolean;
}

export const EMPTY_QUEUE: UploadQueueState = { items: [], running: false };

export type UploadAction =
  | { type: 'add'; files: readonly File[]; makeId: () => string }
  | { type: 'remove'; id: string }
  | { type: 'start' }
  | { type: 'begin'; id: string }
  | { type: 'progress'; id: string; loaded: number }
  | { type: 'succeed'; id: string }
  | { type: 'fail'; id: string; failure: UploadFailure }
  | { type: 'retry'; id: string }
  | { type: 'reset' };

/** Browsers often give HEIC files no type at all: then the extension decides. */
const ACCEPTED_EXTENSIONS = /\.(heic|heif|jpe?g|png)$/i;

export function isAcceptedType(file: File): boolean {
  if ((ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return true;
  }
  const unknownType = file.type === '' || file.type === 'application/octet-stream';
  return unknownType && ACCEPTED_EXTENSIONS.test(file.name);
}

function update(
  state: UploadQueueState,
  id: string,
  change: (item: UploadItem) => UploadItem,
): UploadQueueState {
  // Only the changed item is a new object: rows of the others keep their identity (memo).
  return {
    ...state,
    items: state.items.map((item) => (item.id === id ? change(item) : item)),
  };
}

function withRunning(state: UploadQueueState): UploadQueueState {
  const pending = state.items.some(
    (item) => item.status === 'queued' || item.status === 'uploading',
  );
  return pending ? state : { ...state, running: false };
}

/**
 * The upload queue. Files of another type are listed as failed at once, for good; nothing is
 * sent before Upload ("no automatic upload"); a file that failed for a reason that can pass
 * (network, server error, too many requests) can be retried on its own.
 */
export function uploadQueueReducer(
  state: UploadQueueState,
  action: UploadAction,
): UploadQueueState {
  switch (action.type) {
    case 'add': {
      const added = action.files.map<UploadItem>((file) =>
        isAcceptedType(file)
          ? { id: action.makeId(), file, status: 'queued', loaded: 0 }
          : {
              id: action.makeId(),
              file,
              status: 'failed',
              loaded: 0,
              error: { messageId: 'photos.upload.wrongType', retryable: false },
            },
      );
      return { ...state, items: [...state.items, ...added] };
    }
    case 'remove':
      return withRunning({ ...state, items: state.items.filter((item) => item.id !== action.id) });
    case 'start':
      return withRunning({ ...state, running: true });
    case 'begin':
      return update(state, action.id, (item) => ({ ...item, status: 'uploading', loaded: 0 }));
    case 'progress':
      return update(state, action.id, (item) =>
        item.status === 'uploading' ? { ...item, loaded: action.loaded } : item,
      );
    case 'succeed':
      return withRunning(
        update(state, action.id, (item) => ({ ...item, status: 'done', loaded: item.file.size })),
      );
    case 'fail':
      return withRunning(
        update(state, action.id, (item) => ({
          ...item,
          status: 'failed',
          loaded: 0,
          error: action.failure,
        })),
      );
    case 'retry': {
      const item = state.items.find((entry) => entry.id === action.id);
      if (!item || item.status !== 'failed' || item.error?.retryable !== true) {
        return state;
      }
      const queued: UploadItem = { id: item.id, file: item.file, status: 'queued', loaded: 0 };
      return {
        running: true,
        items: state.items.map((entry) => (entry.id === action.id ? queued : entry)),
      };
    }
    case 'reset':
      return EMPTY_QUEUE;
  }
}

/** The files to start now while running, so that at most `parallel` are sending at once. */
export function nextToUpload(state: UploadQueueState, parallel: number): UploadItem[] {
  if (!state.running) {
    return [];
  }
  let free = parallel - state.items.filter((item) => item.status === 'uploading').length;
  const next: UploadItem[] = [];
  for (const item of state.items) {
    if (free <= 0) {
      break;
    }
    if (item.status === 'queued') {
      next.push(item);
      free -= 1;
    }
  }
  return next;
}

export interface UploadSummary {
  total: number;
  done: number;
  failed: number;
  queued: number;
  /** Overall progress 0..1 over the files that can be sent, by bytes. */
  progress: number;
}

export function summarise(state: UploadQueueState): UploadSummary {
  let bytes = 0;
  let sent = 0;
  let done = 0;
  let failed = 0;
  let queued = 0;
  for (const item of state.items) {
    if (item.status === 'failed') {
      failed += 1;
      continue;
    }
    bytes += item.file.size;
    sent += item.status === 'done' ? item.file.size : item.loaded;
    if (item.status === 'done') {
      done += 1;
    } else {
      queued += 1;
    }
  }
  return {
    total: state.items.length,
    done,
    failed,
    queued,
    progress: bytes === 0 ? (done > 0 ? 1 : 0) : Math.min(1, sent / bytes),
  };
}

const DISPLAY_ORDER: Record<UploadStatus, number> = {
  failed: 0,
  uploading: 1,
  queued: 2,
  done: 3,
};

/** The list as shown: failures first (what needs the customer), then by progress; stable. */
export function inDisplayOrder(items: readonly UploadItem[]): UploadItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) => DISPLAY_ORDER[a.item.status] - DISPLAY_ORDER[b.item.status] || a.index - b.index,
    )
    .map(({ item }) => item);
}
