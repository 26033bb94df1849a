import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { PhotoSchema } from '@my-account/contract/photos';
import { z } from 'zod';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';

/** What an outside probe sent to the upload route: each must be refused, leaving nothing. */
let lib: PhotoLibraryServer;
let token: string;
let jpeg: Buffer;

beforeAll(async () => {
  lib = await startPhotoLibraryServer();
  token = await lib.tokenFor('prober');
  jpeg = await readFile(testPhoto('Canon_40D.jpg'));
});
afterAll(async () => {
  await lib.close();
});

/**
 * Uploads stream into the blob store's staging folder (so the original is moved in, not
 * copied); what an upload leaves there is named `upload-...`.
 */
async function uploadTempFiles(): Promise<string[]> {
  const staging = lib.server.ctx.blobs.stagingDir;
  if (staging === undefined) {
    throw new Error('These tests run on the folder blob store, which stages uploads');
  }
  const names = await readdir(staging).catch(() => []);
  return names.filter((name) => name.startsWith('upload-'));
}

const BOUNDARY = 'probe-boundary-7';

interface Part {
  headers: string[];
  data: Buffer | string;
}

const filePart = (data: Buffer, name = 'photo.jpg', field = 'file'): Part => ({
  headers: [
    `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
    'Content-Type: image/jpeg',
  ],
  data,
});

function multipartBody(parts: Part[], epilogue = ''): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${part.headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n${epilogue}`));
  return Buffer.concat(chunks);
}

function send(body: Buffer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${lib.server.baseUrl}/api/photo-management/photos`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
    body: new Uint8Array(body),
  });
}

async function storedCounts(): Promise<{ rows: number; blobs: number; temp: string[] }> {
  const row = await lib.server.database.db
    .selectFrom('photo_management_photos')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  let blobs = 0;
  for await (const blob of lib.server.ctx.blobs.list('photos/')) {
    expect(blob.key).toBeTruthy();
    blobs += 1;
  }
  return { rows: Number(row.count), blobs, temp: await uploadTempFiles() };
}

describe('multipart abuse of POST /api/photo-management/photos', () => {
  it('takes a well-formed upload built the same way (so the refusals below are the abuse)', async () => {
    const photo = await readFile(testPhoto('gps_DSCN0010.jpg'));
    const response = await send(multipartBody([filePart(photo, 'control.jpg')]));
    expect(response.status).toBe(201);
    expect(PhotoSchema.parse(await response.json()).localFileName).toBe('control.jpg');
    expect((await storedCounts()).temp).toEqual([]);
  });

  const cases: [string, () => Promise<Response>, number, string][] = [
    [
      '5,000 extra parts after the file',
      () =>
        send(
          multipartBody([
            filePart(jpeg),
            ...Array.from({ length: 5000 }, (_, index) => ({
              headers: [`Content-Disposition: form-data; name="extra${String(index)}"`],
              data: 'x',
            })),
          ]),
        ),
      413,
      'TOO_MANY_PARTS',
    ],
    [
      'a second file part',
      () => send(multipartBody([filePart(jpeg, 'a.jpg'), filePart(jpeg, 'b.jpg')])),
      413,
      'TOO_MANY_PARTS',
    ],
    [
      'a file part not named "file"',
      () => send(multipartBody([filePart(jpeg, 'photo.jpg', 'upload')])),
      400,
      'UNEXPECTED_PART',
    ],
    [
      'a text field before the file',
      () =>
        send(
          multipartBody([
            { headers: ['Content-Disposition: form-data; name="note"'], data: 'hello' },
            filePart(jpeg),
          ]),
        ),
      400,
      'UNEXPECTED_PART',
    ],
    [
      'a 100 KB file name',
      () => send(multipartBody([filePart(jpeg, `${'n'.repeat(100 * 1024)}.jpg`)])),
      400,
      'FILE_NAME_TOO_LONG',
    ],
    [
      'a file name one character over 255',
      () => send(multipartBody([filePart(jpeg, `${'n'.repeat(252)}.jpg`)])),
      400,
      'FILE_NAME_TOO_LONG',
    ],
    [
      '1,000 part-header lines',
      () =>
        send(
          multipartBody([
            {
              ...filePart(jpeg),
              headers: [
                ...filePart(jpeg).headers,
                ...Array.from({ length: 1000 }, (_, index) => `X-Probe-${String(index)}: 1`),
              ],
            },
          ]),
        ),
      413,
      'UPLOAD_OVERHEAD_TOO_LARGE',
    ],
    [
      '64 KB of junk after the closing boundary',
      () => send(multipartBody([filePart(jpeg)], 'j'.repeat(64 * 1024))),
      413,
      'UPLOAD_OVERHEAD_TOO_LARGE',
    ],
    [
      'a gzip Content-Encoding',
      () => send(gzipSync(multipartBody([filePart(jpeg)])), { 'content-encoding': 'gzip' }),
      415,
      'UNSUPPORTED_CONTENT_ENCODING',
    ],
  ];

  it.each(cases)('refuses %s and stores nothing', async (_name, request, status, code) => {
    const before = await storedCounts();
    const response = await request();
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(ErrorResponseSchema.parse(body)).toMatchObject({
      statusCode: status,
      code,
      correlationId: response.headers.get('x-correlationid'),
    });
    expect(await storedCounts()).toEqual({ ...before, temp: [] });
  });
});

describe('file names with invisible characters', () => {
  const dispositionOf = async (url: string): Promise<string | null> => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('content-disposition');
  };

  it('are stored and downloaded without them, so "\\u202egpj.exe" cannot pass for a .jpg', async () => {
    const response = await lib.upload(token, {
      name: 'holiday\u202egpj.exe',
      data: await readFile(testPhoto('xmp_no_exif.jpg')),
    });
    expect(response.status).toBe(201);
    const photo = PhotoSchema.parse(await response.json());
    expect(photo.localFileName).toBe('holidaygpj.exe');

    const singleOriginal = async (): Promise<string> => {
      const urlResponse = await fetch(
        `${lib.server.baseUrl}/api/downloads/photos/${photo.imageId}/url`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return z.object({ url: z.string() }).parse(await urlResponse.json()).url;
    };
    expect(await dispositionOf(photo.untouchedUrl)).toBe('attachment; filename=holidaygpj.exe');
    expect(await dispositionOf(await singleOriginal())).toBe('attachment; filename=holidaygpj.exe');

    // A name stored before names were cleaned still leaves without them.
    await lib.server.database.db
      .updateTable('photo_management_photos')
      .set({ file_name: 'old\u2067\u202egpj.exe' })
      .where('id', '=', photo.imageId)
      .execute();
    expect(await dispositionOf(photo.untouchedUrl)).toBe('attachment; filename=oldgpj.exe');
    expect(await dispositionOf(await singleOriginal())).toBe('attachment; filename=oldgpj.exe');
  });
});
