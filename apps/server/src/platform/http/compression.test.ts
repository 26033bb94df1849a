import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoSchema, type Photo } from '@my-account/contract/photos';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';

let lib: PhotoLibraryServer;
let alice: string;
let photo: Photo;
beforeAll(async () => {
  lib = await startPhotoLibraryServer();
  alice = await lib.tokenFor('alice');
  // Enough photos for the list to be past the compression threshold.
  for (const name of ['Canon_40D.jpg', 'Canon_40D.jpg', 'Canon_40D.jpg']) {
    photo = PhotoSchema.parse(await (await lib.upload(alice, testPhoto(name))).json());
  }
});
afterAll(async () => {
  await lib.close();
});

/** The path and query of an absolute URL, for inject (which sees the raw bytes sent). */
const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const listPhotos = (acceptEncoding?: string) =>
  lib.server.app.inject({
    url: '/api/photo-management/photos',
    headers: {
      authorization: `Bearer ${alice}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('API answers', () => {
  it('are JSON compressed by what the client accepts, decoding to the same JSON', async () => {
    const plain = await listPhotos();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);
    const expected: unknown = plain.json();

    const br = await listPhotos('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await listPhotos('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('leave small JSON as it is', async () => {
    const response = await lib.server.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.byteLength).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTypeOf('object');
  });

  it('never re-compress a photo: its bytes and length go as stored, ranges too', async () => {
    const url = pathOf(photo.untouchedUrl);
    const whole = await lib.server.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe('7958');
    expect(whole.rawPayload.byteLength).toBe(7958);

    const thumbnail = await lib.server.app.inject({
      url: pathOf(photo.thumbnails[0]?.url ?? ''),
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-encoding']).toBeUndefined();
  });

  it('still refuse a compressed request body (nothing decodes it)', async () => {
    const response = await lib.server.app.inject({
      method: 'POST',
      url: '/api/photo-management/photos',
      headers: {
        authorization: `Bearer ${alice}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
  });
});
