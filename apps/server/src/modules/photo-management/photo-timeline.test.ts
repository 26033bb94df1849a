import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  PhotoPageSchema,
  PhotoUserSummarySchema,
  TimelineCountsSchema,
  type PhotoPage,
} from '@my-account/contract/photos';
import {
  insertTestPhotos,
  startPhotoLibraryServer,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';

let lib: PhotoLibraryServer;
beforeAll(async () => {
  lib = await startPhotoLibraryServer();
});
afterAll(async () => {
  await lib.close();
});

async function page(token: string, path: string): Promise<PhotoPage> {
  const response = await lib.call(token, 'GET', path);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return PhotoPageSchema.parse(body);
}

/** Follows cursors to the end; `between` runs after each page (to change the library). */
async function walk(
  token: string,
  path: string,
  between: (pageIndex: number) => Promise<void> = async () => {},
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 1000; index += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const current = await page(
      token,
      cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path,
    );
    ids.push(...current.images.map((photo) => photo.imageId));
    cursor = current.cursor;
    if (!cursor) {
      return ids;
    }
    await between(index);
  }
  throw new Error('too many pages');
}

describe('timeline', () => {
  it('counts photos per month on their own clock, newest first, Unknown Date last', async () => {
    const token = await lib.tokenFor('timeline-counts');
    await insertTestPhotos(lib.server.database.db, 'timeline-counts', [
      { taken: { wall: '2024-01-31T23:30:00', offsetMinutes: 60 } }, // 22:30 UTC: still January
      { taken: { wall: '2024-02-01T00:30:00', offsetMinutes: -300 } },
      { taken: { wall: '2024-02-10T12:00:00' } },
      { taken: { wall: '2019-07-04T09:00:00' } },
      {},
      { taken: { wall: '1970-01-01T00:00:00' } },
    ]);
    const response = await lib.call(token, 'GET', '/users/timeline');
    expect(TimelineCountsSchema.parse(await response.json()).timeline).toEqual([
      { year: 2024, month: 2, count: 2 },
      { year: 2024, month: 1, count: 1 },
      { year: 2019, month: 7, count: 1 },
      { year: 1970, month: 1, count: 2 },
    ]);
    const january = await page(token, '/photos/timeline/2024/1');
    expect(january.images.map((photo) => photo.dateTaken)).toEqual(['2024-01-31T23:30:00+01:00']);
    const summary = await lib.call(token, 'GET', '/users');
    expect(PhotoUserSummarySchema.parse(await summary.json())).toEqual({
      photosCount: 6,
      albumsCount: 0,
    });
  });

  it('pages a month 24 at a time, newest taken first, to a null cursor', async () => {
    const token = await lib.tokenFor('timeline-pages');
    await insertTestPhotos(
      lib.server.database.db,
      'timeline-pages',
      Array.from({ length: 60 }, (_, day) => ({
        taken: {
          wall: `2023-03-${String(1 + (day % 28)).padStart(2, '0')}T10:00:${String(day).padStart(2, '0')}`,
        },
      })),
    );
    const first = await page(token, '/photos/timeline/2023/3');
    expect(first.images).toHaveLength(24);
    expect(first.cursor).not.toBeNull();
    const all = await walk(token, '/photos/timeline/2023/3');
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    const taken = (await walk(token, '/photos/timeline/2023/3?limit=7&sortOrder=asc')).length;
    expect(taken).toBe(60);
    const ascending = await page(token, '/photos/timeline/2023/3?limit=60&sortOrder=asc');
    const dates = ascending.images.map((photo) => photo.dateTaken ?? '');
    expect(dates).toEqual([...dates].sort());
  });

  it('sorts by created when asked', async () => {
    const token = await lib.tokenFor('timeline-created');
    const ids = await insertTestPhotos(lib.server.database.db, 'timeline-created', [
      { taken: { wall: '2022-05-03T10:00:00' }, created: '2025-01-01T00:00:03.000Z' },
      { taken: { wall: '2022-05-01T10:00:00' }, created: '2025-01-01T00:00:01.000Z' },
      { taken: { wall: '2022-05-02T10:00:00' }, created: '2025-01-01T00:00:02.000Z' },
    ]);
    const created = await page(token, '/photos/timeline/2022/5?sortKey=created&sortOrder=asc');
    expect(created.images.map((photo) => photo.imageId)).toEqual([ids[1], ids[2], ids[0]]);
    const flat = await walk(token, '/photos?sortKey=created&sortOrder=desc&limit=2');
    expect(flat).toEqual([ids[0], ids[2], ids[1]]);
  });

  it('sorts by uploaded (when the upload ended) apart from created, an import keeping its own time', async () => {
    const token = await lib.tokenFor('timeline-uploaded');
    const ids = await insertTestPhotos(lib.server.database.db, 'timeline-uploaded', [
      // Uploaded by hand today.
      { taken: { wall: '2022-05-01T10:00:00' }, created: '2026-11-20T00:00:01.000Z' },
      // Imported today from past orders, uploaded years ago.
      {
        taken: { wall: '2022-05-02T10:00:00' },
        created: '2026-11-20T00:00:02.000Z',
        uploaded: '2022-06-01T08:00:00.000Z',
      },
      {
        taken: { wall: '2022-05-03T10:00:00' },
        created: '2026-11-20T00:00:03.000Z',
        uploaded: '2023-01-10T08:00:00.000Z',
      },
    ]);
    const uploaded = await page(token, '/photos/timeline/2022/5?sortKey=uploaded&sortOrder=desc');
    expect(uploaded.images.map((photo) => photo.imageId)).toEqual([ids[0], ids[2], ids[1]]);
    expect(uploaded.images.map((photo) => photo.uploadEnd)).toEqual([
      '2026-11-20T00:00:01.000Z',
      '2023-01-10T08:00:00.000Z',
      '2022-06-01T08:00:00.000Z',
    ]);
    const created = await page(token, '/photos/timeline/2022/5?sortKey=created&sortOrder=desc');
    expect(created.images.map((photo) => photo.imageId)).toEqual([ids[2], ids[1], ids[0]]);
    // Keyset paging on the upload time, a page at a time, both ways and in the flat list.
    expect(
      await walk(token, '/photos/timeline/2022/5?sortKey=uploaded&sortOrder=asc&limit=1'),
    ).toEqual([ids[1], ids[2], ids[0]]);
    expect(await walk(token, '/photos?sortKey=uploaded&sortOrder=desc&limit=2')).toEqual([
      ids[0],
      ids[2],
      ids[1],
    ]);
    // A cursor belongs to its sort.
    const first = await page(token, '/photos?sortKey=uploaded&sortOrder=desc&limit=1');
    const other = await lib.call(
      token,
      'GET',
      `/photos?sortKey=created&sortOrder=desc&cursor=${encodeURIComponent(first.cursor ?? '')}`,
    );
    expect(other.status).toBe(400);
  });

  it('refuses the uploaded sort for album photos, whose keys are created and dateTaken', async () => {
    const token = await lib.tokenFor('timeline-uploaded');
    const response = await lib.call(token, 'GET', '/albums/some-album/photos?sortKey=uploaded');
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('keeps paging right while photos are added and deleted between pages', async () => {
    const owner = 'timeline-changes';
    const token = await lib.tokenFor(owner);
    const db = lib.server.database.db;
    const original = await insertTestPhotos(
      db,
      owner,
      Array.from({ length: 50 }, (_, index) => ({
        taken: { wall: `2021-06-${String(1 + (index % 25)).padStart(2, '0')}T08:00:00` },
      })),
    );
    const deletedUnseen: string[] = [];
    const seen = await walk(token, '/photos/timeline/2021/6?limit=10', async (pageIndex) => {
      // New photos at both ends and in the middle, and deletions of ones not reached yet.
      await insertTestPhotos(db, owner, [
        { taken: { wall: '2021-06-30T23:00:00' } },
        { taken: { wall: '2021-06-12T08:00:00' } },
        { taken: { wall: '2021-06-01T00:00:00' } },
      ]);
      if (pageIndex === 0) {
        const pending = await db
          .selectFrom('photo_management_photos')
          .select('id')
          .where('owner_id', '=', owner)
          .orderBy('taken_sort', 'asc')
          .limit(3)
          .execute();
        deletedUnseen.push(...pending.map((row) => row.id));
        const result = await lib.call(token, 'DELETE', '/photos', { photoIds: deletedUnseen });
        expect(await result.json()).toEqual({ failedIds: [] });
      }
    });
    expect(new Set(seen).size).toBe(seen.length);
    const expected = original.filter((id) => !deletedUnseen.includes(id));
    expect(seen).toEqual(expect.arrayContaining(expected));
    expect(seen.filter((id) => deletedUnseen.includes(id))).toEqual([]);
  });

  it('keeps month counts right through deletions', async () => {
    const owner = 'timeline-count-deletes';
    const token = await lib.tokenFor(owner);
    const ids = await insertTestPhotos(lib.server.database.db, owner, [
      { taken: { wall: '2018-03-01T10:00:00' } },
      { taken: { wall: '2018-03-02T10:00:00' } },
      { taken: { wall: '2018-04-01T10:00:00' } },
    ]);
    const counts = async () =>
      TimelineCountsSchema.parse(await (await lib.call(token, 'GET', '/users/timeline')).json())
        .timeline;
    expect((await lib.call(token, 'DELETE', `/photos/${ids[0] ?? ''}`)).status).toBe(204);
    await lib.call(token, 'DELETE', '/photos', { photoIds: [ids[2], 'not-mine'] });
    expect(await counts()).toEqual([{ year: 2018, month: 3, count: 1 }]);
    await lib.call(token, 'DELETE', '/photos/all');
    expect(await counts()).toEqual([]);
  });

  it('lists the whole library month by month, Unknown Date last', async () => {
    const token = await lib.tokenFor('flat-list');
    const ids = await insertTestPhotos(lib.server.database.db, 'flat-list', [
      {},
      { taken: { wall: '2020-01-01T10:00:00' } },
      { taken: { wall: '2024-12-31T23:59:59', offsetMinutes: 120 } },
      { taken: { wall: '2022-06-15T10:00:00' } },
    ]);
    expect(await walk(token, '/photos?limit=1')).toEqual([ids[2], ids[3], ids[1], ids[0]]);
    expect(await walk(token, '/photos?limit=3&sortOrder=asc')).toEqual([
      ids[0],
      ids[1],
      ids[3],
      ids[2],
    ]);
    expect((await page(token, '/photos')).cursor).toBeNull();
  });

  it.each([
    ['/photos/timeline/2021/13'],
    ['/photos/timeline/abc/1'],
    ['/photos/timeline/1969/12'],
    ['/photos?sortKey=location'],
    ['/photos?sortOrder=up'],
    ['/photos?limit=0'],
    ['/photos?limit=501'],
    ['/photos?cursor=not-a-cursor'],
  ])('answers 400 in the error shape for %s', async (path) => {
    const response = await lib.call(await lib.tokenFor('bad-queries'), 'GET', path);
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).statusCode).toBe(400);
  });
});
