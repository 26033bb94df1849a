import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { HttpError } from '@/lib/http-error';
import type { UploadOptions } from '@/features/photos/api/upload-photo';

/** Each upload the store starts, to be settled by the test. */
interface Sent {
  file: File;
  resumable: boolean;
  options: UploadOptions;
  resolve: () => void;
  reject: (error: unknown) => void;
}
const sent: Sent[] = [];
function fakeUpload(resumable: boolean) {
  return (file: File, options: UploadOptions = {}) =>
    new Promise<Photo>((resolve, reject) => {
      sent.push({
        file,
        resumable,
        options,
        resolve: () => {
          resolve({} as Photo);
        },
        reject,
      });
    });
}

vi.mock('@/features/photos/api/upload-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/photos/api/upload-photo')>()),
  uploadPhoto: fakeUpload(false),
}));
vi.mock('@/features/photos/api/upload-photo-resumable', () => ({
  RESUMABLE_UPLOAD_MIN_BYTES: 1000,
  uploadPhotoResumable: fakeUpload(true),
}));

const { uploadActions, uploadStore, PARALLEL_UPLOADS } =
  await import('@/features/photos/state/upload-store');
const { UploadRefusedError } = await import('@/features/photos/api/upload-photo');

const jpeg = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const statuses = () => uploadStore.get().items.map((item) => item.status);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  uploadActions.cancel();
  sent.length = 0;
});

describe('upload store', () => {
  it(`sends at most ${String(PARALLEL_UPLOADS)} files at once, the next as one ends`, async () => {
    uploadActions.add(['a', 'b', 'c', 'd', 'e'].map((name) => jpeg(`${name}.jpg`)));
    expect(sent).toHaveLength(0);
    uploadActions.start();
    expect(sent.map((entry) => entry.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(statuses()).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);
    sent[1]?.resolve();
    await flush();
    expect(sent.map((entry) => entry.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(statuses()).toEqual(['uploading', 'done', 'uploading', 'uploading', 'queued']);
  });

  it('refreshes the library once when a run ends with photos uploaded', async () => {
    const refresh = vi.fn();
    uploadActions.onUploaded(refresh);
    uploadActions.add([jpeg('a.jpg'), jpeg('b.jpg')]);
    uploadActions.start();
    sent[0]?.resolve();
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    sent[1]?.reject(
      new UploadRefusedError(
        { status: 422, body: '', url: 'https://x.test', correlationId: 'c' },
        'This photo could not be read.',
      ),
    );
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(uploadStore.get().items[1]?.error).toEqual({
      message: 'This photo could not be read.',
      retryable: false,
    });
  });

  it('sends large files resumably, and a failure that can pass may be retried', async () => {
    uploadActions.add([jpeg('big.jpg', 5000)]);
    uploadActions.start();
    expect(sent[0]?.resumable).toBe(true);
    sent[0]?.reject(new HttpError({ status: 503, body: '', url: 'https://x', correlationId: 'c' }));
    await flush();
    expect(uploadStore.get().items[0]?.error?.retryable).toBe(true);
    const id = uploadStore.get().items[0]?.id ?? '';
    uploadActions.retry(id);
    expect(sent).toHaveLength(2);
    // The same id: the server can tell a retry of the same file.
    expect(sent[1]?.options.uploadId).toBe(id);
  });

  it('stops everything in flight on cancel', () => {
    uploadActions.add([jpeg('a.jpg'), jpeg('b.jpg')]);
    uploadActions.start();
    const signals = sent.map((entry) => entry.options.signal);
    uploadActions.cancel();
    expect(signals.every((signal) => signal?.aborted === true)).toBe(true);
    expect(uploadStore.get().items).toEqual([]);
  });
});
