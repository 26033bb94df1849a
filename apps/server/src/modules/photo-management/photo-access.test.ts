import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { PhotoPageSchema, PhotoSchema, type Photo } from '@my-account/contract/photos';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';

let lib: PhotoLibraryServer;
let alice: string;
let mallory: string;
let photo: Photo;
beforeAll(async () => {
  // A proxy on loopback (the test client) is trusted, so X-Forwarded-Host/Proto count.
  lib = await startPhotoLibraryServer({ TRUST_PROXY: 'loopback' });
  alice = await lib.tokenFor('alice');
  mallory = await lib.tokenFor('mallory');
  photo = PhotoSchema.parse(await (await lib.upload(alice, testPhoto('Canon_40D.jpg'))).json());
});
afterAll(async () => {
  await lib.close();
});

async function expectNotFound(response: Response): Promise<unknown> {
  expect(response.status).toBe(404);
  const body = ErrorResponseSchema.parse(await response.json());
  expect(body.code).toBe('NOT_FOUND');
  return { ...body, correlationId: undefined };
}

/** Replaces one query parameter of a signed URL. */
function withParam(url: string, name: string, value: string): string {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.href;
}

describe("another customer's photos", () => {
  it('are 404 on every API route and never deleted', async () => {
    await expectNotFound(await lib.call(mallory, 'GET', `/photos/${photo.imageId}`));
    await expectNotFound(await lib.call(mallory, 'DELETE', `/photos/${photo.imageId}`));
    const batch = await lib.call(mallory, 'DELETE', '/photos', { photoIds: [photo.imageId] });
    expect(await batch.json()).toEqual({ failedIds: [photo.imageId] });
    const all = await lib.call(mallory, 'DELETE', '/photos/all');
    expect(await all.json()).toEqual({ deletedCount: 0 });
    const list = PhotoPageSchema.parse(await (await lib.call(mallory, 'GET', '/photos')).json());
    expect(list.images).toEqual([]);
    const month = await lib.call(mallory, 'GET', '/photos/timeline/2008/5');
    expect(PhotoPageSchema.parse(await month.json()).images).toEqual([]);
    // Still there for its owner.
    expect((await lib.call(alice, 'GET', `/photos/${photo.imageId}`)).status).toBe(200);
  });

  it('are 404 through image URLs unless signed for the owner, like a missing photo', async () => {
    const missing = await expectNotFound(
      await fetch(photo.url.replace(photo.imageId, '00000000-0000-0000-0000-000000000000')),
    );
    // Mallory's own (valid) signature for her id does not open Alice's photo.
    const other = PhotoSchema.parse(
      await (await lib.upload(mallory, testPhoto('gps_DSCN0010.jpg'))).json(),
    );
    const signature = new URL(other.url).searchParams.get('signature') ?? '';
    const forged = withParam(photo.url, 'signature', signature);
    const variants = [
      forged,
      withParam(photo.url, 'signature', 'AAAA'),
      withParam(photo.url, 'expires', '1000'),
      withParam(
        photo.url,
        'expires',
        String(Number(new URL(photo.url).searchParams.get('expires')) + 86400),
      ),
      photo.url.replace('/1300?', '/800?'),
      photo.url.replace('/1300?', '/9999?'),
      photo.url.split('?')[0] ?? '',
    ];
    for (const url of variants) {
      expect(await expectNotFound(await fetch(url))).toEqual(missing);
    }
  });

  it('are 401 without a token on every API route', async () => {
    for (const [method, path] of [
      ['GET', '/photos'],
      ['GET', `/photos/${photo.imageId}`],
      ['GET', '/photos/timeline/2008/5'],
      ['GET', '/users'],
      ['GET', '/users/timeline'],
      ['DELETE', `/photos/${photo.imageId}`],
      ['DELETE', '/photos/all'],
    ] as const) {
      const response = await fetch(`${lib.server.baseUrl}/api/photo-management${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('image URLs', () => {
  it('are absolute on the request origin, cacheable, with an ETag', async () => {
    expect(photo.url.startsWith(`${lib.server.baseUrl}/api/photo-management/images/`)).toBe(true);
    const response = await fetch(photo.thumbnails[0]?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    await response.arrayBuffer();
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(photo.thumbnails[0]?.url ?? '', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    // Forwarded by a proxy for a brand host: URLs follow that host.
    const proxied = await fetch(
      `${lib.server.baseUrl}/api/photo-management/photos/${photo.imageId}`,
      {
        headers: {
          authorization: `Bearer ${alice}`,
          'x-forwarded-host': 'photobox.co.uk',
          'x-forwarded-proto': 'https',
        },
      },
    );
    expect(PhotoSchema.parse(await proxied.json()).url).toMatch(
      /^https:\/\/photobox\.co\.uk\/api\/photo-management\/images\//,
    );
  });

  it('serve the original with its type and file name as an attachment', async () => {
    const response = await fetch(photo.untouchedUrl);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=Canon_40D.jpg');
    expect((await response.arrayBuffer()).byteLength).toBe(7958);
  });
});
