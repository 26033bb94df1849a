import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUEUE,
  nextToUpload,
  summarise,
  uploadQueueReducer,
  type UploadAction,
  type UploadQueueState,
} from '@/features/photos/lib/upload-queue';

function file(name: string, type: string, size = 100): File {
  return new File([new Uint8Array(size)], name, { type });
}

function run(actions: UploadAction[], state: UploadQueueState = EMPTY_QUEUE) {
  return actions.reduce(uploadQueueReducer, state);
}

let counter = 0;
const makeId = () => `u${++counter}`;

describe('upload queue', () => {
  it('queues accepted files and refuses other types at once', () => {
    counter = 0;
    const state = run([
      { type: 'add', files: [file('a.jpg', 'image/jpeg'), file('b.gif', 'image/gif')], makeId },
    ]);
    expect(state.items.map((item) => item.status)).toEqual(['queued', 'failed']);
    expect(state.items[1]?.error).toEqual({ messageId: 'photos.upload.wrongType' });
  });

  it('accepts HEIC files the browser gives no type, by their extension', () => {
    counter = 0;
    const state = run([
      { type: 'add', files: [file('IMG_1.HEIC', ''), file('notes.txt', '')], makeId },
    ]);
    expect(state.items.map((item) => item.status)).toEqual(['queued', 'failed']);
  });

  it('sends nothing before Upload, then one file at a time', () => {
    counter = 0;
    const added = run([
      { type: 'add', files: [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')], makeId },
    ]);
    expect(nextToUpload(added)).toBeUndefined();
    const started = run([{ type: 'start' }], added);
    expect(nextToUpload(started)?.id).toBe('u1');
    const uploading = run([{ type: 'begin', id: 'u1' }], started);
    expect(nextToUpload(uploading)).toBeUndefined();
  });

  it('tracks progress per file and overall, and stops running when all are settled', () => {
    counter = 0;
    const state = run([
      {
        type: 'add',
        files: [file('a.jpg', 'image/jpeg', 100), file('b.heic', 'image/heic', 300)],
        makeId,
      },
      { type: 'start' },
      { type: 'begin', id: 'u1' },
      { type: 'progress', id: 'u1', loaded: 50 },
    ]);
    expect(summarise(state).progress).toBeCloseTo(50 / 400);
    const settled = run(
      [
        { type: 'succeed', id: 'u1' },
        { type: 'begin', id: 'u2' },
        { type: 'fail', id: 'u2', message: 'The file is not a photo.' },
      ],
      state,
    );
    expect(settled.running).toBe(false);
    expect(summarise(settled)).toMatchObject({ total: 2, done: 1, failed: 1, progress: 1 });
    expect(settled.items[1]?.error).toEqual({ message: 'The file is not a photo.' });
  });

  it('retries a failed file on its own, but not a file of the wrong type', () => {
    counter = 0;
    const failed = run([
      { type: 'add', files: [file('a.jpg', 'image/jpeg'), file('b.txt', 'text/plain')], makeId },
      { type: 'start' },
      { type: 'begin', id: 'u1' },
      { type: 'fail', id: 'u1', message: 'Too big' },
    ]);
    const retried = run([{ type: 'retry', id: 'u1' }], failed);
    expect(retried.items[0]).toMatchObject({ status: 'queued', loaded: 0 });
    expect(retried.items[0]?.error).toBeUndefined();
    expect(nextToUpload(retried)?.id).toBe('u1');
    expect(run([{ type: 'retry', id: 'u2' }], failed)).toBe(failed);
  });
});
