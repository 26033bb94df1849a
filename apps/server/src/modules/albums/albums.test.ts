import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALBUMS_FIRST_PAGE_SIZE,
  ALBUMS_PAGE_SIZE,
  AlbumListSchema,
  AlbumSchema,
} from '@my-account/contract/albums';
import { PhotoPageSchema, PhotoUserSummarySchema } from '@my-account/contract/photos';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { startAlbumTestServer, type AlbumTestServer } from './album-test-support.ts';
import { albumContainsPhotos } from './album-access.ts';

let t: AlbumTestServer;
beforeAll(async () => {
  t = await startAlbumTestServer();
});
afterAll(async () => {
  await t.close();
});

const PM = '/photo-management';

async function album(token: string, id: string) {
  const response = await t.api(token, 'GET', `${PM}/albums/${id}`);
  expect(response.status).toBe(200);
  return AlbumSchema.parse(await response.json());
}

async function photoIdsOf(token: string, id: string, query = ''): Promise<string[]> {
  const response = await t.api(token, 'GET', `${PM}/albums/${id}/photos${query}`);
  expect(response.status).toBe(200);
  return PhotoPageSchema.parse(await response.json()).images.map((photo) => photo.imageId);
}

describe('own albums', () => {
  it('creates, reads, renames and deletes an album', async () => {
    const token = await t.tokenFor('crud-user');
    const id = await t.createAlbum(token, 'Summer 2024');
    const created = await album(token, id);
    expect(created).toMatchObject({
      albumId: id,
      albumName: 'Summer 2024',
      coverPhoto: null,
      photosCount: 0,
      isShared: false,
      userId: 'crud-user',
    });

    const renamed = await t.api(token, 'PATCH', `${PM}/albums/${id}`, { name: 'Summer at sea' });
    expect(renamed.status).toBe(204);
    const after = await album(token, id);
    expect(after.albumName).toBe('Summer at sea');
    expect(after.updated >= created.updated).toBe(true);

    expect((await t.api(token, 'DELETE', `${PM}/albums/${id}`)).status).toBe(204);
    expect((await t.api(token, 'GET', `${PM}/albums/${id}`)).status).toBe(404);
  });

  it.each([
    ['empty', ''],
    ['a leading space', ' Holiday'],
    ['only spaces', '   '],
    ['<', 'Holiday <3'],
    ['>', 'Holiday > work'],
    [';', 'Holiday; Spain'],
    ['too long', 'x'.repeat(101)],
  ])('refuses a name that is %s on create and rename', async (_, name) => {
    const token = await t.tokenFor('names-user');
    const create = await t.api(token, 'POST', `${PM}/albums`, { name });
    expect(create.status).toBe(400);
    expect(ErrorResponseSchema.parse(await create.json()).code).toBe('VALIDATION_FAILED');
    const id = await t.createAlbum(token, 'Valid name');
    const rename = await t.api(token, 'PATCH', `${PM}/albums/${id}`, { name });
    expect(rename.status).toBe(400);
    expect((await album(token, id)).albumName).toBe('Valid name');
  });

  it('accepts names the app accepts: inner and trailing spaces, punctuation, accents', async () => {
    const token = await t.tokenFor('names-ok-user');
    for (const name of ['A', 'Trip to Málaga ', "Mum & Dad's 40th!", '2024/25: Ski']) {
      const id = await t.createAlbum(token, name);
      expect((await album(token, id)).albumName).toBe(name);
    }
  });

  it('pages the list 49 first, then 50, newest first', async () => {
    const token = await t.tokenFor('paging-user');
    const made: string[] = [];
    for (let index = 0; index < 101; index += 1) {
      made.push(await t.createAlbum(token, `Album ${index}`));
    }
    const seen: string[] = [];
    const createdTimes: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const response = await t.api(token, 'GET', `${PM}/albums${query}`);
      expect(response.status).toBe(200);
      const page = AlbumListSchema.parse(await response.json());
      sizes.push(page.albums.length);
      seen.push(...page.albums.map((entry) => entry.albumId));
      createdTimes.push(...page.albums.map((entry) => Date.parse(entry.created)));
      cursor = page.cursor;
    } while (cursor);
    expect(sizes).toEqual([ALBUMS_FIRST_PAGE_SIZE, ALBUMS_PAGE_SIZE, 2]);
    expect(new Set(seen).size).toBe(101);
    // Newest first: created never increases down the list, so the last one made comes in the
    // first millisecond group and the first one made in the last (albums made in the same
    // millisecond keep the id order, which is not the order they were made in).
    expect(createdTimes).toEqual([...createdTimes].sort((a, b) => b - a));
    const createdOf = new Map(seen.map((id, index) => [id, createdTimes[index]]));
    expect(createdOf.get(made[100] ?? '')).toBe(createdTimes[0]);
    expect(createdOf.get(made[0] ?? '')).toBe(createdTimes[100]);

    const limited = await t.api(token, 'GET', `${PM}/albums?limit=3&displaySharedData=true`);
    expect(AlbumListSchema.parse(await limited.json()).albums).toHaveLength(3);
    expect((await t.api(token, 'GET', `${PM}/albums?cursor=nonsense`)).status).toBe(400);
    expect((await t.api(token, 'GET', `${PM}/albums?limit=51`)).status).toBe(400);

    const summary = await t.api(token, 'GET', `${PM}/users`);
    expect(PhotoUserSummarySchema.parse(await summary.json()).albumsCount).toBe(101);
  });

  it('adds and removes photos: counts, the newest added is the cover, twice is a no-op', async () => {
    const token = await t.tokenFor('photos-user');
    const [a, b, c] = await t.photosOf('photos-user', 3);
    const id = await t.createAlbum(token, 'Cover test');
    const add = (ids: (string | undefined)[]) =>
      t.api(token, 'POST', `${PM}/albums/${id}/photos`, { photoIds: ids });
    expect((await add([a])).status).toBe(204);
    expect((await add([b])).status).toBe(204);
    expect((await album(token, id)).coverPhoto?.imageId).toBe(b);
    // Adding a again changes nothing: not the count, not the cover.
    expect((await add([a, a])).status).toBe(204);
    const twice = await album(token, id);
    expect(twice.photosCount).toBe(2);
    expect(twice.coverPhoto?.imageId).toBe(b);
    expect(twice.coverPhoto?.url).toMatch(/\/api\/photo-management\/images\/.+signature=/);
    expect((await add([c])).status).toBe(204);
    expect((await album(token, id)).coverPhoto?.imageId).toBe(c);

    const remove = await t.api(token, 'DELETE', `${PM}/albums/${id}/photos`, {
      photoIds: [c, 'not-in-album'],
    });
    expect(remove.status).toBe(204);
    const after = await album(token, id);
    expect(after.photosCount).toBe(2);
    expect(after.coverPhoto?.imageId).toBe(b);
    // Removing from an album leaves the photo in the library.
    expect((await t.api(token, 'GET', `${PM}/photos/${c}`)).status).toBe(200);
  });

  it("refuses (404) to add a photo that is not the caller's, adding none of the batch", async () => {
    const token = await t.tokenFor('thief');
    const [own] = await t.photosOf('thief', 1);
    const [foreign] = await t.photosOf('victim', 1);
    const id = await t.createAlbum(token, 'Mine');
    const response = await t.api(token, 'POST', `${PM}/albums/${id}/photos`, {
      photoIds: [own, foreign],
    });
    expect(response.status).toBe(404);
    expect((await album(token, id)).photosCount).toBe(0);
    const missing = await t.api(token, 'POST', `${PM}/albums/${id}/photos`, {
      photoIds: ['no-such-photo'],
    });
    expect(missing.status).toBe(404);
  });

  it('sorts photos by created or date taken, both orders, paging with the cursor', async () => {
    const db = t.server.ctx.database.db;
    const token = await t.tokenFor('sort-user');
    const id = await t.createAlbum(token, 'Sorted');
    const photos = await t.photosOf('sort-user', 5);
    // Date taken runs against creation: the first created was taken last.
    for (const [index, photoId] of photos.entries()) {
      await db
        .updateTable('photo_management_photos')
        .set({ taken_sort: new Date(Date.UTC(2020, 0, 10 - index)).toISOString() })
        .where('id', '=', photoId)
        .execute();
    }
    await t.api(token, 'POST', `${PM}/albums/${id}/photos`, { photoIds: photos });
    const reversed = [...photos].reverse();
    expect(await photoIdsOf(token, id)).toEqual(reversed);
    expect(await photoIdsOf(token, id, '?sortKey=created&sortOrder=asc')).toEqual(photos);
    expect(await photoIdsOf(token, id, '?sortKey=dateTaken&sortOrder=desc')).toEqual(photos);
    expect(await photoIdsOf(token, id, '?sortKey=dateTaken&sortOrder=asc')).toEqual(reversed);

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?sortKey=dateTaken&sortOrder=asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = PhotoPageSchema.parse(
        await (await t.api(token, 'GET', `${PM}/albums/${id}/photos${query}`)).json(),
      );
      walked.push(...page.images.map((photo) => photo.imageId));
      cursor = page.cursor;
    } while (cursor);
    expect(walked).toEqual(reversed);
  });

  it("answers 404 on every route for another customer's album", async () => {
    const ownerToken = await t.tokenFor('owner-x');
    const otherToken = await t.tokenFor('other-x');
    const [photo] = await t.photosOf('owner-x', 1);
    const [otherPhoto] = await t.photosOf('other-x', 1);
    const id = await t.createAlbum(ownerToken, 'Private');
    await t.api(ownerToken, 'POST', `${PM}/albums/${id}/photos`, { photoIds: [photo] });
    const calls: [string, string, unknown][] = [
      ['GET', `${PM}/albums/${id}`, undefined],
      ['PATCH', `${PM}/albums/${id}`, { name: 'Mine now' }],
      ['GET', `${PM}/albums/${id}/photos`, undefined],
      ['POST', `${PM}/albums/${id}/photos`, { photoIds: [otherPhoto] }],
      ['DELETE', `${PM}/albums/${id}/photos`, { photoIds: [photo] }],
      ['DELETE', `${PM}/albums/${id}`, undefined],
      ['GET', `/shared-albums/shared-albums/${id}`, undefined],
      ['DELETE', `/shared-albums/shared-albums/${id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.api(otherToken, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = AlbumListSchema.parse(
      await (await t.api(otherToken, 'GET', `${PM}/albums?displaySharedData=true`)).json(),
    );
    expect(list.albums.map((entry) => entry.albumId)).not.toContain(id);
    const intact = await album(ownerToken, id);
    expect(intact).toMatchObject({ albumName: 'Private', photosCount: 1 });
  });

  it('takes deleted photos out of albums: one, several and all', async () => {
    const token = await t.tokenFor('deleter');
    const photos = await t.photosOf('deleter', 6);
    const first = await t.createAlbum(token, 'First');
    const second = await t.createAlbum(token, 'Second');
    for (const id of [first, second]) {
      await t.api(token, 'POST', `${PM}/albums/${id}/photos`, { photoIds: photos });
    }
    expect((await t.api(token, 'DELETE', `${PM}/photos/${photos[5]}`)).status).toBe(204);
    expect((await album(token, first)).photosCount).toBe(5);
    expect((await album(token, first)).coverPhoto?.imageId).toBe(photos[4]);
    const batch = await t.api(token, 'DELETE', `${PM}/photos`, {
      photoIds: [photos[3], photos[4]],
    });
    expect(batch.status).toBe(200);
    expect((await album(token, second)).photosCount).toBe(3);
    expect(await photoIdsOf(token, second, '?sortOrder=asc')).toEqual(photos.slice(0, 3));
    expect((await t.api(token, 'DELETE', `${PM}/photos/all`)).status).toBe(200);
    for (const id of [first, second]) {
      expect(await album(token, id)).toMatchObject({ photosCount: 0, coverPhoto: null });
    }
  });

  it('albumContainsPhotos: own album holding every photo only', async () => {
    const db = t.server.ctx.database.db;
    const token = await t.tokenFor('access-user');
    const [a, b] = await t.photosOf('access-user', 2);
    if (!a || !b) {
      throw new Error('photos missing');
    }
    const id = await t.createAlbum(token, 'Access');
    await t.api(token, 'POST', `${PM}/albums/${id}/photos`, { photoIds: [a] });
    expect(await albumContainsPhotos(db, 'access-user', id, [a])).toBe(true);
    expect(await albumContainsPhotos(db, 'access-user', id, [a, a])).toBe(true);
    expect(await albumContainsPhotos(db, 'access-user', id, [a, b])).toBe(false);
    expect(await albumContainsPhotos(db, 'someone-else', id, [a])).toBe(false);
    expect(await albumContainsPhotos(db, 'access-user', 'no-album', [a])).toBe(false);
  });
});
