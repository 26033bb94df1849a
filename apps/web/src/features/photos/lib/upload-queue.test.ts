import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUEUE,
  inDisplayOrder,
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
    expect(state.items[1]?.error).toEqual({
      messageId: 'photos.upload.wrongType',
      retryable: false,
    });
  });

  it('accepts HEIC files the browser gives no type, by their extension', () => {
    counter = 0;
    const state = run([
      { type: 'add', files: [file('IMG_1.HEIC', ''), file('notes.txt', '')], makeId },
    ]);
    expect(state.items.map((item) => item.status)).toEqual(['queued', 'failed']);
  });

  it('sends nothing before Upload, then at most `parallel` files at once', () => {
    counter = 0;
    const added = run([
      {
        type: 'add',
        files: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => file(name, 'image/jpeg')),
        makeId,
      },
    ]);
    expect(nextToUpload(added, 2)).toEqual([]);
    const started = run([{ type: 'start' }], added);
    expect(nextToUpload(started, 2).map((item) => item.id)).toEqual(['u1', 'u2']);
    const uploading = run(
      [
        { type: 'begin', id: 'u1' },
        { type: 'begin', id: 'u2' },
      ],
      started,
    );
    expect(nextToUpload(uploading, 2)).toEqual([]);
    const oneDone = run([{ type: 'succeed', id: 'u1' }], uploading);
    expect(nextToUpload(oneDone, 2).map((item) => item.id)).toEqual(['u3']);
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
    const refused = { message: 'The file is not a photo.', retryable: false };
    const settled = run(
      [
        { type: 'succeed', id: 'u1' },
        { type: 'begin', id: 'u2' },
        { type: 'fail', id: 'u2', failure: refused },
      ],
      state,
    );
    expect(settled.running).toBe(false);
    expect(summarise(settled)).toMatchObject({ total: 2, done: 1, failed: 1, progress: 1 });
    expect(settled.items[1]?.error).toEqual(refused);
  });

  it('retries a file that failed for a passing reason, never one refused for good', () => {
    counter = 0;
    const failed = run([
      {
        type: 'add',
        files: [
          file('a.jpg', 'image/jpeg'),
          file('b.txt', 'text/plain'),
          file('c.jpg', 'image/jpeg'),
        ],
        makeId,
      },
      { type: 'start' },
      { type: 'begin', id: 'u1' },
      { type: 'begin', id: 'u3' },
      {
        type: 'fail',
        id: 'u1',
        failure: { messageId: 'photos.upload.failedUnknown', retryable: true },
      },
      { type: 'fail', id: 'u3', failure: { message: 'This photo is damaged.', retryable: false } },
    ]);
    const retried = run([{ type: 'retry', id: 'u1' }], failed);
    expect(retried.items[0]).toMatchObject({ status: 'queued', loaded: 0 });
    expect(retried.items[0]?.error).toBeUndefined();
    expect(nextToUpload(retried, 3).map((item) => item.id)).toEqual(['u1']);
    // The wrong type and the damaged photo stay as they are.
    expect(run([{ type: 'retry', id: 'u2' }], failed)).toBe(failed);
    expect(run([{ type: 'retry', id: 'u3' }], failed)).toBe(failed);
  });

  it('lists failures first, then what is sending, waiting and done', () => {
    counter = 0;
    const state = run([
      {
        type: 'add',
        files: ['a.jpg', 'b.jpg', 'c.jpg', 'd.gif'].map((name) =>
          file(name, name.endsWith('gif') ? 'image/gif' : 'image/jpeg'),
        ),
        makeId,
      },
      { type: 'start' },
      { type: 'begin', id: 'u1' },
      { type: 'succeed', id: 'u1' },
      { type: 'begin', id: 'u2' },
    ]);
    expect(inDisplayOrder(state.items).map((item) => item.file.name)).toEqual([
      'd.gif',
      'b.jpg',
      'c.jpg',
      'a.jpg',
    ]);
  });
});
