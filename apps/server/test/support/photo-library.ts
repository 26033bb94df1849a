import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_UPLOAD_FIELD } from '@my-account/contract/photos';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/database/schema.ts';
import { dateTakenFrom, UNKNOWN_DATE } from '../../src/modules/photo-management/date-taken.ts';
import {
  bucketDeltas,
  changeMonthCounts,
} from '../../src/modules/photo-management/month-counts.repository.ts';
import {
  currentGeneration,
  type PhotoRow,
} from '../../src/modules/photo-management/photos.repository.ts';
import { signAccessToken } from './token-factory.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The public camera files kept in the repository (`testdata/photos`, sources in its README). */
export const TESTDATA_PHOTOS = fileURLToPath(
  new URL('../../../../testdata/photos/', import.meta.url),
);
export const testPhoto = (name: string): string => join(TESTDATA_PHOTOS, name);

export interface PhotoLibraryServer {
  server: TestServer;
  /** A bearer token for the customer `sub`. */
  tokenFor(sub: string): Promise<string>;
  /** Uploads as the app does: multipart, one file part. */
  upload(token: string, file: UploadFile, query?: string): Promise<Response>;
  /** Calls /api/photo-management + path with the token (JSON body when given). */
  call(token: string, method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export type UploadFile = string | { name: string; data: Uint8Array; type?: string };

/** A real server (listening, jobs running) for photo-management tests. */
export async function startPhotoLibraryServer(
  env: Record<string, string> = {},
): Promise<PhotoLibraryServer> {
  const server = await startTestServer({ env });
  await server.ctx.jobs.start();
  const api = `${server.baseUrl}/api/photo-management`;
  return {
    server,
    tokenFor: (sub) => signAccessToken(server, { claims: { sub, idp_sub: sub } }),
    async upload(token, file, query = '') {
      const { name, data, type } =
        typeof file === 'string'
          ? { name: basename(file), data: await readFile(file), type: undefined }
          : file;
      const form = new FormData();
      form.append(
        PHOTO_UPLOAD_FIELD,
        new Blob([new Uint8Array(data)], { type: type ?? 'application/octet-stream' }),
        name,
      );
      return fetch(`${api}/photos${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    },
    call(token, method, path, body) {
      return fetch(`${api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
    async close() {
      // Every test request has finished: drop the kept-alive sockets rather than wait on them.
      const closing = server.close();
      server.app.server.closeAllConnections();
      await closing;
    },
  };
}

export interface TestPhotoSpec {
  /** EXIF-like wall clock "2021-04-11T15:47:53" and offset minutes; undefined: unknown date. */
  taken?: { wall: string; offsetMinutes?: number };
  created?: string;
  /** When its upload ended (default: `created`); an imported past upload's is older. */
  uploaded?: string;
  /** The original's size (default 1000); the blob itself is the test's to write. */
  byteSize?: number;
}

/**
 * Inserts photo rows straight into the database (no blobs): for timeline and paging tests that
 * need many photos fast. Returns the ids in insertion order.
 */
export async function insertTestPhotos(
  db: Kysely<Database>,
  ownerId: string,
  specs: readonly TestPhotoSpec[],
): Promise<string[]> {
  const generation = await currentGeneration(db, ownerId, new Date().toISOString());
  const rows: PhotoRow[] = specs.map((spec, index) => {
    const id = randomUUID();
    const created = spec.created ?? new Date(Date.UTC(2025, 0, 1) + index * 1000).toISOString();
    const taken = spec.taken
      ? dateTakenFrom(
          spec.taken.wall.replace(/-/g, ':').replace('T', ' '),
          offsetText(spec.taken.offsetMinutes),
        )
      : UNKNOWN_DATE;
    return {
      id,
      owner_id: ownerId,
      generation,
      content_hash: `${id}-hash`,
      upload_id: id,
      file_name: `photo-${index}.jpg`,
      mime_type: 'image/jpeg',
      byte_size: spec.byteSize ?? 1000,
      width: 4,
      height: 3,
      date_taken: taken.instant,
      date_taken_offset: taken.offsetMinutes,
      month_bucket: taken.monthBucket,
      taken_sort: taken.instant ?? created,
      created_at: created,
      upload_end: spec.uploaded ?? created,
      blob_prefix: `photos/test/${id}/`,
      thumbnails: JSON.stringify([{ id: '300', width: 4, height: 3 }]),
      placeholder: null,
    };
  });
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('photo_management_photos')
      .values(rows.slice(start, start + 200))
      .execute();
  }
  await changeMonthCounts(db, ownerId, bucketDeltas(rows, 1));
  return rows.map((row) => row.id);
}

function offsetText(minutes: number | undefined): string | undefined {
  if (minutes === undefined) {
    return undefined;
  }
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}
