import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoSchema, type Photo } from '@my-account/contract/photos';
import {
  insertTestPhotos,
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { photoBlobPrefix } from './blob-keys.ts';

let lib: PhotoLibraryServer;
beforeAll(async () => {
  lib = await startPhotoLibraryServer();
});
afterAll(async () => {
  await lib.close();
});

async function blobsOf(ownerId: string, photoId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of lib.server.ctx.blobs.list(photoBlobPrefix(ownerId, photoId))) {
    keys.push(blob.key);
  }
  return keys;
}

/** Uploads distinct small JPEGs (the same bytes would dedupe): Canon_40D with a changed tail. */
async function uploadDistinct(token: string, count: number): Promise<Photo[]> {
  const base = await readFile(testPhoto('Canon_40D.jpg'));
  const photos: Photo[] = [];
  for (let index = 0; index < count; index += 1) {
    // Bytes after the JPEG end marker are ignored by decoders but change the hash.
    const data = Buffer.concat([base, Buffer.from(`#${index}-${Math.random()}`)]);
    const response = await lib.upload(token, { name: `p${index}.jpg`, data });
    photos.push(PhotoSchema.parse(await response.json()));
  }
  return photos;
}

/**
 * Resolves once the server streams an upload into its temporary file (in the blob store's
 * staging folder, named `upload-...`): by then the upload has read the library's generation.
 */
async function uploadReceiving(): Promise<void> {
  const staging = lib.server.ctx.blobs.stagingDir;
  if (staging === undefined) {
    throw new Error('This test runs on the folder blob store, which stages uploads');
  }
  await waitFor(
    async () => {
      const names = await readdir(staging).catch(() => []);
      return names.some((name) => name.startsWith('upload-')) ? true : undefined;
    },
    { what: 'the upload to reach the server' },
  );
}

/**
 * Sends a multipart upload whose file part arrives in two halves; `between` runs after the first
 * half was sent, while the upload is still in flight.
 */
async function slowUpload(
  token: string,
  data: Buffer,
  between: () => Promise<void>,
): Promise<Response> {
  const boundary = 'test-boundary-42';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="slow.jpg"\r\n` +
      'content-type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const half = Math.floor(data.length / 2);
  let step = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      step += 1;
      if (step === 1) {
        controller.enqueue(Buffer.concat([head, data.subarray(0, half)]));
      } else if (step === 2) {
        await between();
        controller.enqueue(Buffer.concat([data.subarray(half), tail]));
      } else {
        controller.close();
      }
    },
  });
  return fetch(`${lib.server.baseUrl}/api/photo-management/photos`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  });
}

describe('deleting photos', () => {
  it('deletes one photo with its blobs; a second delete is 404', async () => {
    const token = await lib.tokenFor('del-one');
    const [photo] = await uploadDistinct(token, 1);
    if (!photo) {
      throw new Error('no photo');
    }
    expect(await blobsOf('del-one', photo.imageId)).toHaveLength(4);
    const response = await lib.call(token, 'DELETE', `/photos/${photo.imageId}`);
    expect(response.status).toBe(204);
    expect(await blobsOf('del-one', photo.imageId)).toEqual([]);
    expect((await fetch(photo.url)).status).toBe(404);
    expect((await lib.call(token, 'DELETE', `/photos/${photo.imageId}`)).status).toBe(404);
  });

  it('deletes a batch and reports ids that are not the caller’s as failed', async () => {
    const token = await lib.tokenFor('del-batch');
    const photos = await uploadDistinct(token, 3);
    const ids = photos.map((photo) => photo.imageId);
    const response = await lib.call(token, 'DELETE', '/photos', {
      photoIds: [...ids, 'unknown-id'],
    });
    expect(await response.json()).toEqual({ failedIds: ['unknown-id'] });
    for (const id of ids) {
      expect(await blobsOf('del-batch', id)).toEqual([]);
    }
  });

  it('refuses batches over 500 and empty ones with 400', async () => {
    const token = await lib.tokenFor('del-limits');
    const many = Array.from({ length: 501 }, (_, index) => `id-${index}`);
    expect((await lib.call(token, 'DELETE', '/photos', { photoIds: many })).status).toBe(400);
    expect((await lib.call(token, 'DELETE', '/photos', { photoIds: [] })).status).toBe(400);
  });

  it('deletes everything, blobs included, and an upload that raced it is not kept', async () => {
    const owner = 'del-all';
    const token = await lib.tokenFor(owner);
    const photos = await uploadDistinct(token, 3);
    await insertTestPhotos(
      lib.server.database.db,
      owner,
      Array.from({ length: 20_000 }, () => ({})),
    );
    const response = await lib.call(token, 'DELETE', '/photos/all');
    expect(await response.json()).toEqual({ deletedCount: 20_003 });
    const summary = await lib.call(token, 'GET', '/users');
    expect(await summary.json()).toEqual({ photosCount: 0, albumsCount: 0 });
    await waitFor(
      async () => {
        for (const photo of photos) {
          if ((await blobsOf(owner, photo.imageId)).length > 0) {
            return undefined;
          }
        }
        return true;
      },
      { what: 'the blobs of deleted photos to go' },
    );
    // An upload in flight while "delete all" runs is refused when it finishes, leaving nothing.
    const raced = await slowUpload(
      token,
      await readFile(testPhoto('gps_DSCN0010.jpg')),
      async () => {
        await uploadReceiving();
        const again = await lib.call(token, 'DELETE', '/photos/all');
        expect(again.status).toBe(200);
      },
    );
    expect(raced.status).toBe(409);
    expect(await raced.json()).toMatchObject({ code: 'LIBRARY_DELETED_DURING_UPLOAD' });
    const ownerFolder = `${photoBlobPrefix(owner, 'x').split('/').slice(0, 2).join('/')}/`;
    const leftovers: string[] = [];
    for await (const blob of lib.server.ctx.blobs.list(ownerFolder)) {
      leftovers.push(blob.key);
    }
    expect(leftovers).toEqual([]);
    // Uploads after "delete all" are new photos, kept as usual.
    const [after] = await uploadDistinct(token, 1);
    expect(after?.imageId).toBeDefined();
    expect(await (await lib.call(token, 'GET', '/users')).json()).toEqual({
      photosCount: 1,
      albumsCount: 0,
    });
  });
});
