import { readFile } from 'node:fs/promises';
import { PHOTO_UPLOAD_FIELD, PhotoSchema } from '@my-account/contract/photos';
import { sha256 } from './killable-library.ts';
import { testPhoto } from './photo-library.ts';

/** Real camera JPEGs of testdata/photos, the upload stream cycles through. */
const CAMERA_JPEGS = [
  'Canon_40D.jpg',
  'gps_DSCN0010.jpg',
  'orientation_landscape_6.jpg',
  'orientation_portrait_8.jpg',
  'xmp_no_exif.jpg',
];

/**
 * A camera JPEG made unique by a comment segment (COM) right after its start marker: the
 * server keeps one photo per content, and a stream of uploads must add a photo each time.
 */
export function uniqueJpeg(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ]);
}

export interface UploadAttempt {
  name: string;
  sha256: string;
  /** performance.now() when the request was sent and when its answer came. */
  sentAt: number;
  answeredAt: number;
  status: number;
  photoId: string | undefined;
}

export interface ContinuousUploads {
  attempts: UploadAttempt[];
  /** Resolves once this many uploads were acknowledged (201) in all. */
  acknowledged(count: number): Promise<void>;
  /** Stops sending and waits for the uploads in flight to be answered. */
  stop(): Promise<UploadAttempt[]>;
}

/** `workers` clients uploading one photo after another to POST /photos until stopped. */
export async function startContinuousUploads(options: {
  baseUrl: string;
  token: string;
  workers: number;
}): Promise<ContinuousUploads> {
  const originals = await Promise.all(
    CAMERA_JPEGS.map(async (name) => ({ name, bytes: await readFile(testPhoto(name)) })),
  );
  const attempts: UploadAttempt[] = [];
  let stopped = false;
  let sequence = 0;
  const uploadOne = async (): Promise<void> => {
    const n = sequence++;
    const original = originals[n % originals.length];
    if (!original) {
      throw new Error('no camera JPEG');
    }
    const name = `${n}-${original.name}`;
    const bytes = uniqueJpeg(original.bytes, `upload ${n}`);
    const form = new FormData();
    form.append(
      PHOTO_UPLOAD_FIELD,
      new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
      name,
    );
    const sentAt = performance.now();
    const response = await fetch(`${options.baseUrl}/api/photo-management/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}` },
      body: form,
    });
    const photo = PhotoSchema.safeParse(await response.json());
    attempts.push({
      name,
      sha256: sha256(bytes),
      sentAt,
      answeredAt: performance.now(),
      status: response.status,
      photoId: photo.success ? photo.data.imageId : undefined,
    });
  };
  const workers = Array.from({ length: options.workers }, async () => {
    while (!stopped) {
      await uploadOne();
    }
  });
  const done = Promise.all(workers);
  // Marked handled here; acknowledged() and stop() still see a worker's error through it.
  done.catch(() => undefined);
  return {
    attempts,
    async acknowledged(count) {
      const deadline = Date.now() + 20_000;
      while (attempts.filter((attempt) => attempt.status === 201).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Fewer than ${count} uploads acknowledged within 20 s`);
        }
        // A worker that failed ends the wait with its error.
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 20))]);
      }
    },
    async stop() {
      stopped = true;
      await done;
      return attempts;
    },
  };
}
