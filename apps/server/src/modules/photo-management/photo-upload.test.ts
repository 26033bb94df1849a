import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { PHOTO_UPLOAD_FIELD, PhotoSchema, type Photo } from '@my-account/contract/photos';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';

let lib: PhotoLibraryServer;
let token: string;
beforeAll(async () => {
  lib = await startPhotoLibraryServer({ MAX_UPLOAD_BYTES: String(3 * 1024 * 1024) });
  token = await lib.tokenFor('uploader-1');
});
afterAll(async () => {
  await lib.close();
});

async function blobCount(): Promise<number> {
  let count = 0;
  for await (const blob of lib.server.ctx.blobs.list('photos/')) {
    expect(blob.size).toBeGreaterThan(0);
    count += 1;
  }
  return count;
}

async function rowCount(): Promise<number> {
  const row = await lib.server.database.db
    .selectFrom('photo_management_photos')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A 1x1 PNG whose header claims width x height: what a decompression bomb looks like up front. */
async function pixelBombPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows 13 bytes on.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A hand-made upload request: what a broken client or a cut connection sends. */
function rawUpload(contentType: string, body: string): Promise<Response> {
  return fetch(`${lib.server.baseUrl}/api/photo-management/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
}

async function uploaded(response: Response): Promise<Photo> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return PhotoSchema.parse(body);
}

describe('POST /api/photo-management/photos', () => {
  it('stores a camera JPEG with thumbnails, placeholder and its EXIF date', async () => {
    const photo = await uploaded(await lib.upload(token, testPhoto('gps_DSCN0010.jpg')));
    expect(photo.localFileName).toBe('gps_DSCN0010.jpg');
    expect(photo.dateTaken).toBe('2008-10-22T16:28:39Z');
    expect(photo).toMatchObject({ visibleWidth: 640, visibleHeight: 480 });
    expect(photo.thumbnails.map((t) => [t.id, t.width, t.height])).toEqual([
      ['300', 300, 225],
      ['800', 640, 480], // never upscaled
      ['1300', 640, 480],
    ]);
    expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const thumbnail = photo.thumbnails[0];
    if (!thumbnail) {
      throw new Error('no thumbnail');
    }
    const image = await fetch(thumbnail.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([300, 225]);
  });

  it('returns the existing photo when the same file comes again', async () => {
    const first = await uploaded(await lib.upload(token, testPhoto('Canon_40D.jpg')));
    const again = await lib.upload(token, {
      name: 'renamed.jpg',
      data: await import('node:fs/promises').then((fs) => fs.readFile(testPhoto('Canon_40D.jpg'))),
    });
    expect(again.status).toBe(200);
    expect(PhotoSchema.parse(await again.json()).imageId).toBe(first.imageId);
    // Another customer uploading the same file gets a photo of their own.
    const other = await uploaded(
      await lib.upload(await lib.tokenFor('uploader-2'), testPhoto('Canon_40D.jpg')),
    );
    expect(other.imageId).not.toBe(first.imageId);
  });

  it.each([
    ['orientation_landscape_6.jpg', 600, 450],
    ['orientation_portrait_8.jpg', 450, 600],
  ])('turns %s upright', async (file, width, height) => {
    const photo = await uploaded(await lib.upload(token, testPhoto(file)));
    expect([photo.visibleWidth, photo.visibleHeight]).toEqual([width, height]);
    const largest = photo.thumbnails.find((t) => t.id === '1300');
    expect([largest?.width, largest?.height]).toEqual([width, height]);
    const image = await fetch(photo.url);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
    expect(photo.dateTaken).toBeNull();
  });

  it('decodes an iPhone HEIC and keeps its time zone', async () => {
    const photo = await uploaded(await lib.upload(token, testPhoto('IMG_5195.HEIC')));
    expect(photo.dateTaken).toBe('2021-04-11T15:47:53-05:00');
    expect([photo.visibleWidth, photo.visibleHeight]).toEqual([2566, 3313]);
    expect(photo.thumbnails.find((t) => t.id === '1300')).toMatchObject({
      width: 1007,
      height: 1300,
    });
    const original = await fetch(photo.untouchedUrl);
    expect(original.headers.get('content-type')).toBe('image/heic');
    expect(original.headers.get('content-disposition')).toContain('IMG_5195.HEIC');
    expect(Buffer.from(await original.arrayBuffer()).length).toBe(833284);
  });

  it("keeps the client's uploadId", async () => {
    const photo = await uploaded(
      await lib.upload(token, testPhoto('xmp_no_exif.jpg'), '?uploadId=batch-7'),
    );
    expect(photo.uploadId).toBe('batch-7');
    expect(photo.dateTaken).toBeNull();
  });

  it('stores a PNG (no EXIF: unknown date)', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: '#3366cc80' },
    })
      .png()
      .toBuffer();
    const photo = await uploaded(await lib.upload(token, { name: 'drawing.png', data: png }));
    expect(photo.dateTaken).toBeNull();
    expect(photo.thumbnails.every((t) => t.width === 40 && t.height === 30)).toBe(true);
  });

  describe('refuses bad files and stores nothing for them', () => {
    const cases: [string, () => Promise<Response>, number, string][] = [
      [
        'a text file named .jpg',
        () => lib.upload(token, { name: 'fake.jpg', data: Buffer.from('hello, not a photo') }),
        415,
        'UNSUPPORTED_PHOTO_TYPE',
      ],
      [
        'a GIF',
        async () =>
          lib.upload(token, {
            name: 'anim.gif',
            data: await sharp({
              create: { width: 4, height: 4, channels: 3, background: 'red' },
            })
              .gif()
              .toBuffer(),
          }),
        415,
        'UNSUPPORTED_PHOTO_TYPE',
      ],
      [
        'an empty file',
        () => lib.upload(token, { name: 'empty.jpg', data: Buffer.alloc(0) }),
        400,
        'EMPTY_PHOTO',
      ],
      [
        'a truncated JPEG',
        () => lib.upload(token, testPhoto('corrupted.jpg')),
        422,
        'CORRUPT_PHOTO',
      ],
      [
        'a JPEG cut in half',
        async () => {
          const whole = await import('node:fs/promises').then((fs) =>
            fs.readFile(testPhoto('mobile_jolla.jpg')),
          );
          return lib.upload(token, { name: 'half.jpg', data: whole.subarray(0, whole.length / 2) });
        },
        422,
        'CORRUPT_PHOTO',
      ],
      [
        'a pixel bomb (a small PNG declaring 20000x20000)',
        async () =>
          lib.upload(token, { name: 'bomb.png', data: await pixelBombPng(20_000, 20_000) }),
        422,
        'PHOTO_DIMENSIONS_TOO_LARGE',
      ],
      [
        'a file over the upload limit',
        () => lib.upload(token, { name: 'big.jpg', data: Buffer.alloc(4 * 1024 * 1024, 0xff) }),
        413,
        'PHOTO_TOO_LARGE',
      ],
      [
        'a multipart request without a boundary',
        () => rawUpload('multipart/form-data', 'not multipart at all'),
        400,
        'MALFORMED_UPLOAD',
      ],
      [
        'a multipart body that is not multipart',
        () => rawUpload('multipart/form-data; boundary=abc', 'junk without any boundary'),
        400,
        'MALFORMED_UPLOAD',
      ],
      [
        'a file part cut off before its closing boundary',
        () =>
          rawUpload(
            'multipart/form-data; boundary=abc',
            '--abc\r\nContent-Disposition: form-data; name="file"; filename="cut.jpg"\r\n' +
              'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0 and then nothing',
          ),
        400,
        'MALFORMED_UPLOAD',
      ],
      [
        'a request without a file',
        () => lib.call(token, 'POST', '/photos', { photo: 'no' }),
        400,
        'NO_FILE',
      ],
    ];
    it.each(cases)('%s', async (_name, send, status, code) => {
      const rowsBefore = await rowCount();
      const blobsBefore = await blobCount();
      const response = await send();
      expect(response.status).toBe(status);
      const error = ErrorResponseSchema.parse(await response.json());
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
      expect(await rowCount()).toBe(rowsBefore);
      expect(await blobCount()).toBe(blobsBefore);
    });
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${lib.server.baseUrl}/api/photo-management/photos`, {
      method: 'POST',
    });
    expect(response.status).toBe(401);
  });
});

describe('refusals people read', () => {
  /** An upload from a page of the brand at `origin`, as a browser sends it. */
  function uploadFrom(origin: string, name: string, data: Buffer): Promise<Response> {
    const form = new FormData();
    form.append(PHOTO_UPLOAD_FIELD, new Blob([new Uint8Array(data)]), name);
    return fetch(`${lib.server.baseUrl}/api/photo-management/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin },
      body: form,
    });
  }
  const messageOf = async (response: Response) =>
    ErrorResponseSchema.parse(await response.json()).message;

  it("are written in the language of the customer's brand, sizes in its format", async () => {
    const french = 'http://monalbumphoto.fr.localhost:4180';
    const empty = await uploadFrom(french, 'vide.jpg', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('Ce fichier est vide.');

    const big = await uploadFrom(french, 'grande.jpg', Buffer.alloc(4 * 1024 * 1024, 0xff));
    expect(big.status).toBe(413);
    expect(await messageOf(big)).toMatch(
      /^Cette photo dépasse 3,00\sMo, la taille maximale que vous pouvez importer\.$/,
    );
  });

  it('stay in en-GB for an English brand and for a caller that names none', async () => {
    const english = await uploadFrom('http://bonusprint.co.uk', 'empty.jpg', Buffer.alloc(0));
    expect(await messageOf(english)).toBe('This file is empty.');
    const bare = await lib.upload(token, { name: 'big.jpg', data: Buffer.alloc(4 * 1024 * 1024) });
    expect(await messageOf(bare)).toBe(
      'This photo is larger than 3.00 MB, the most that can be uploaded.',
    );
  });
});
