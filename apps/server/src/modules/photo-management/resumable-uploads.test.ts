import { readFile, readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { PhotoPageSchema, PhotoSchema, UPLOAD_ERROR_CODES } from '@my-account/contract/photos';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3-test-server.ts';
import {
  createResumableUploadStorage,
  resumableUploadsDirectory,
} from './resumable-upload-files.ts';
import {
  deleteCustomerResumableUploads,
  discardIfStranded,
  removeExpiredResumableUploads,
  RESUMABLE_UPLOAD_LIFETIME_MS,
} from './resumable-upload.service.ts';

const MAX_BYTES = 3 * 1024 * 1024;
// The server of the `describe` running now (one per storage, one after the other).
let lib: PhotoLibraryServer;
let token: string;
let otherToken: string;
let endpoint: string;

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** tus creation: POST with the length and the file name; the upload's URL. */
async function create(bearer: string, length: number, name = 'photo.jpg'): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...TUS,
      authorization: `Bearer ${bearer}`,
      'upload-length': String(length),
      'upload-metadata': `filename ${b64(name)},uploadId ${b64(`client-${name}`)}`,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const location = response.headers.get('location');
  if (!location) {
    throw new Error('no Location');
  }
  return new URL(location, endpoint).toString();
}

function patch(bearer: string, url: string, offset: number, bytes: Uint8Array): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    body: new Uint8Array(bytes),
  });
}

function head(bearer: string, url: string): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${bearer}` } });
}

async function errorOf(response: Response) {
  return ErrorResponseSchema.parse(await response.json());
}

/** What is kept of unfinished uploads: files on the server's disk, blobs in the bucket. */
async function storedUploadFiles(): Promise<string[]> {
  const dir = resumableUploadsDirectory(lib.server.ctx.settings.DATA_DIR);
  const files = await readdir(dir).catch(() => []);
  const blobs: string[] = [];
  for await (const blob of lib.server.ctx.blobs.list('resumable-uploads/')) {
    blobs.push(blob.key);
  }
  return [...files, ...blobs];
}

const storages = ['a folder on the server', 'the S3 bucket'] as const;

describe.each(storages)('resumable uploads (tus), kept in %s', (storage) => {
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    const env: Record<string, string> = { MAX_UPLOAD_BYTES: String(MAX_BYTES) };
    if (storage === 'the S3 bucket') {
      s3 = await startS3TestServer();
      Object.assign(env, {
        S3_BUCKET: await s3.createBucket(),
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
    }
    lib = await startPhotoLibraryServer(env);
    token = await lib.tokenFor('resumer-1');
    otherToken = await lib.tokenFor('resumer-2');
    endpoint = `${lib.server.baseUrl}/api/photo-management/resumable-uploads`;
  });
  afterAll(async () => {
    await lib.close();
    await s3?.close();
  });

  it('needs the bearer token', async () => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': '10' },
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('UNAUTHORIZED');
  });

  it('answers a request without the tus version in the error shape', async () => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'upload-length': '10' },
    });
    expect(response.status).toBe(412);
    const error = await errorOf(response);
    expect(error.correlationId).toBe(response.headers.get('x-correlationid'));
  });

  it('resumes after a partial PATCH and turns the whole file into a photo', async () => {
    const bytes = await readFile(testPhoto('Canon_40D.jpg'));
    const url = await create(token, bytes.length, 'Canon_40D.jpg');
    const half = Math.floor(bytes.length / 2);

    const first = await patch(token, url, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    if (storage === 'the S3 bucket') {
      // Nothing on this server's disk: another instance sharing the bucket can go on.
      const onDisk = await readdir(
        resumableUploadsDirectory(lib.server.ctx.settings.DATA_DIR),
      ).catch(() => []);
      expect(onDisk).toEqual([]);
      expect((await storedUploadFiles()).length).toBeGreaterThan(0);
    }

    // As after a dropped connection: the client asks where to go on.
    const offset = await head(token, url);
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    expect(offset.headers.get('upload-length')).toBe(String(bytes.length));

    const last = await patch(token, url, half, bytes.subarray(half));
    const body: unknown = await last.json();
    expect(last.status, JSON.stringify(body)).toBe(200);
    expect(last.headers.get('upload-offset')).toBe(String(bytes.length));
    const photo = PhotoSchema.parse(body);
    expect(photo.localFileName).toBe('Canon_40D.jpg');
    expect(photo.uploadId).toBe('client-Canon_40D.jpg');
    expect(photo.dateTaken).toBe('2008-05-30T15:56:01Z');

    const page = PhotoPageSchema.parse(await (await lib.call(token, 'GET', '/photos')).json());
    expect(page.images.map((image) => image.imageId)).toContain(photo.imageId);
    const original = await fetch(photo.untouchedUrl);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    // The temporary file went with the upload.
    expect((await head(token, url)).status).toBe(404);
    expect(await storedUploadFiles()).toEqual([]);
  });

  it('starts over an upload whose last byte arrived but whose photo was never made', async () => {
    const url = await create(token, 100);
    // As if the server died between writing the last byte and storing the photo.
    const id = new URL(url).pathname.split('/').at(-1) ?? '';
    const { datastore } = createResumableUploadStorage(
      lib.server.ctx.settings,
      lib.server.ctx.blobs,
    );
    await datastore.write(Readable.from([Buffer.alloc(100)]), id, 0);
    expect((await datastore.getUpload(id)).offset).toBe(100);
    const response = await head(token, url);
    expect(response.status).toBe(404);
    expect(await storedUploadFiles()).toEqual([]);
  });

  it("answers another customer's upload as missing, whatever they ask", async () => {
    const url = await create(token, 100);
    const foreignHead = await head(otherToken, url);
    expect(foreignHead.status).toBe(404);
    expect(foreignHead.headers.get('upload-offset')).toBeNull();
    const foreignPatch = await patch(otherToken, url, 0, new Uint8Array(10));
    expect(foreignPatch.status).toBe(404);
    expect((await errorOf(foreignPatch)).code).toBe('NOT_FOUND');
    const foreignDelete = await fetch(url, {
      method: 'DELETE',
      headers: { ...TUS, authorization: `Bearer ${otherToken}` },
    });
    expect(foreignDelete.status).toBe(404);
    // Untouched for its owner.
    expect((await head(token, url)).headers.get('upload-offset')).toBe('0');
    const own = await fetch(url, {
      method: 'DELETE',
      headers: { ...TUS, authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(204);
  });

  it('refuses an upload over the size limit before any byte', async () => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        ...TUS,
        authorization: `Bearer ${token}`,
        'upload-length': String(MAX_BYTES + 1),
      },
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe(UPLOAD_ERROR_CODES.tooLarge);
  });

  it('refuses an empty file and one of unknown length', async () => {
    const empty = await fetch(endpoint, {
      method: 'POST',
      headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-length': '0' },
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).code).toBe(UPLOAD_ERROR_CODES.empty);
    const deferred = await fetch(endpoint, {
      method: 'POST',
      headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-defer-length': '1' },
    });
    expect(deferred.status).toBe(400);
  });

  it('refuses a file that is not a photo with 415 and keeps nothing of it', async () => {
    const text = Buffer.from('this is not a photo at all, only some words\n'.repeat(20));
    const url = await create(token, text.length, 'notes.jpg');
    const response = await patch(token, url, 0, text);
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe(UPLOAD_ERROR_CODES.unsupportedType);
    expect((await head(token, url)).status).toBe(404);
    expect(await storedUploadFiles()).toEqual([]);
  });

  it('refuses a wrong offset without losing what has arrived', async () => {
    const url = await create(token, 100);
    expect((await patch(token, url, 0, new Uint8Array(40))).status).toBe(204);
    const wrong = await patch(token, url, 10, new Uint8Array(10));
    expect(wrong.status).toBe(409);
    expect(ErrorResponseSchema.safeParse(await wrong.json()).success).toBe(true);
    expect((await head(token, url)).headers.get('upload-offset')).toBe('40');
  });

  it('keeps an upload when its storage fails for a moment', async () => {
    const url = await create(token, 100);
    await patch(token, url, 0, new Uint8Array(40));
    const id = new URL(url).pathname.split('/').at(-1) ?? '';
    const storage = createResumableUploadStorage(lib.server.ctx.settings, lib.server.ctx.blobs);
    const failing = {
      ...storage,
      datastore: new Proxy(storage.datastore, {
        get: (target, property, receiver) =>
          property === 'getUpload'
            ? () => Promise.reject(new Error('storage timed out'))
            : (Reflect.get(target, property, receiver) as unknown),
      }),
    };
    await expect(discardIfStranded(lib.server.database.db, failing, new Set(), id)).rejects.toThrow(
      'storage timed out',
    );
    expect((await head(token, url)).headers.get('upload-offset')).toBe('40');
  });

  it('removes abandoned uploads after their lifetime, and all of a deleted account', async () => {
    const db = lib.server.database.db;
    const { settings, blobs } = lib.server.ctx;
    const storage = createResumableUploadStorage(settings, blobs);
    const abandoned = await create(token, 100);
    await patch(token, abandoned, 0, new Uint8Array(30));
    const later = new Date(Date.now() + RESUMABLE_UPLOAD_LIFETIME_MS + 60_000);
    expect(await removeExpiredResumableUploads(db, storage, later)).toBeGreaterThanOrEqual(1);
    expect((await head(token, abandoned)).status).toBe(404);

    const other = await create(otherToken, 100);
    await patch(otherToken, other, 0, new Uint8Array(30));
    await deleteCustomerResumableUploads({ db, blobs, settings }, 'resumer-2');
    expect((await head(otherToken, other)).status).toBe(404);
    expect(await storedUploadFiles()).toEqual([]);
  });
});
