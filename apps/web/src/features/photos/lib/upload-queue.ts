import { ACCEPTED_UPLOAD_TYPES } from '@my-account/contract/photos';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  loaded: number;
  /** Failure reason: the server's message, or a message id of `photos.upload` for ours. */
  error?: { message?: string; messageId?: string };
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
  | { type: 'fail'; id: string; message?: string; messageId?: string }
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
  change: Partial<UploadItem>,
): UploadQueueState {
  return {
    ...state,
    items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
  };
}

function withRunning(state: UploadQueueState): UploadQueueState {
  const pending = state.items.some(
    (item) => item.status === 'queued' || item.status === 'uploading',
  );
  return pending ? state : { ...state, running: false };
}

/**
 * The upload modal's queue. Files of another type are listed as failed at once; nothing is
 * sent before Upload ("no automatic upload"); a failed file can be retried on its own.
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
              error: { messageId: 'photos.upload.wrongType' },
            },
      );
      return { ...state, items: [...state.items, ...added] };
    }
    case 'remove':
      return withRunning({ ...state, items: state.items.filter((item) => item.id !== action.id) });
    case 'start':
      return withRunning({ ...state, running: true });
    case 'begin':
      return update(state, action.id, { status: 'uploading', loaded: 0 });
    case 'progress':
      return update(state, action.id, { loaded: action.loaded });
    case 'succeed': {
      const item = state.items.find((entry) => entry.id === action.id);
      return withRunning(
        update(state, action.id, { status: 'done', loaded: item?.file.size ?? 0 }),
      );
    }
    case 'fail':
      return withRunning(
        update(state, action.id, {
          status: 'failed',
          loaded: 0,
          error: {
            ...(action.message !== undefined ? { message: action.message } : {}),
            ...(action.messageId !== undefined ? { messageId: action.messageId } : {}),
          },
        }),
      );
    case 'retry': {
      const item = state.items.find((entry) => entry.id === action.id);
      if (!item || item.status !== 'failed' || !isAcceptedType(item.file)) {
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

/** The next file to send while running, one at a time. */
export function nextToUpload(state: UploadQueueState): UploadItem | undefined {
  if (!state.running || state.items.some((item) => item.status === 'uploading')) {
    return undefined;
  }
  return state.items.find((item) => item.status === 'queued');
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
