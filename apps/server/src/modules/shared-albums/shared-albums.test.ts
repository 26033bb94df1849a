import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlbumListSchema, AlbumSchema } from '@my-account/contract/albums';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { PhotoPageSchema, PhotoSchema } from '@my-account/contract/photos';
import {
  SharedAlbumDetailSchema,
  SharedAlbumListSchema,
  SharedAlbumParticipantsSchema,
  SharedAlbumsSummarySchema,
} from '@my-account/contract/shared-albums';
import { testPhoto } from '../../../test/support/photo-library.ts';
import { startAlbumTestServer, type AlbumTestServer } from '../albums/album-test-support.ts';
import { insertLegacySharedAlbum } from './legacy-shared-album.ts';
import { readableSharedAlbumPhotos } from './shared-album-access.ts';

let t: AlbumTestServer;
beforeAll(async () => {
  t = await startAlbumTestServer();
});
afterAll(async () => {
  await t.close();
});

const SA = '/shared-albums';
const PM = '/photo-management';

/** Owner `o-<n>` shares an album with participant `p-<n>` and an e-mail-only invitee. */
async function sharedFixture(n: string) {
  const owner = `o-${n}`;
  const participant = `p-${n}`;
  const ownerPhotos = await t.photosOf(owner, 2);
  const participantPhotos = await t.photosOf(participant, 2);
  const albumId = await insertLegacySharedAlbum(t.server.ctx.database.db, {
    ownerId: owner,
    ownerEmail: `${owner}@example.test`,
    name: `Shared ${n}`,
    participants: [
      { userId: participant, email: `${participant}@example.test` },
      { userId: undefined, email: `invited-${n}@example.test` },
    ],
    photos: [
      ...ownerPhotos.map((photoId) => ({ photoId, ownerId: owner })),
      ...participantPhotos.map((photoId) => ({ photoId, ownerId: participant })),
    ],
  });
  return {
    albumId,
    owner,
    participant,
    ownerPhotos,
    participantPhotos,
    ownerToken: await t.tokenFor(owner),
    participantToken: await t.tokenFor(participant),
    outsiderToken: await t.tokenFor(`x-${n}`),
  };
}

async function json(response: Response): Promise<unknown> {
  return response.json();
}

describe('shared albums', () => {
  it('shows the owner and the participant their views; outsiders get 404', async () => {
    const f = await sharedFixture('views');
    const ownerDetail = SharedAlbumDetailSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${SA}/shared-albums/${f.albumId}`)),
    );
    expect(ownerDetail).toMatchObject({
      albumId: f.albumId,
      albumName: 'Shared views',
      isShared: true,
      photosCount: 4,
      ownerId: f.owner,
      owner: { userId: f.owner, email: 'o-views@example.test' },
    });
    // The cover is the last photo added, a participant's, signed for its owner.
    expect(ownerDetail.coverPhoto?.ownerId).toBe(f.participant);

    const participantDetail = SharedAlbumDetailSchema.parse(
      await json(await t.api(f.participantToken, 'GET', `${SA}/shared-albums/${f.albumId}`)),
    );
    expect(participantDetail.owner.email).toBe('o-views@example.test');

    const ownerParticipants = SharedAlbumParticipantsSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${SA}/shared-albums/${f.albumId}/participants`)),
    );
    expect(ownerParticipants.participants.map((p) => p.email).sort()).toEqual([
      'invited-views@example.test',
      'p-views@example.test',
    ]);
    const ownView = SharedAlbumParticipantsSchema.parse(
      await json(
        await t.api(f.participantToken, 'GET', `${SA}/shared-albums/${f.albumId}/participants`),
      ),
    );
    expect(ownView.participants).toEqual([
      { userId: f.participant, email: 'p-views@example.test' },
    ]);

    for (const path of ['', '/participants', '/photos']) {
      const response = await t.api(
        f.outsiderToken,
        'GET',
        `${SA}/shared-albums/${f.albumId}${path}`,
      );
      expect(response.status, path).toBe(404);
    }
  });

  it('lists albums shared with me (not my own), and counts read and granted albums', async () => {
    const f = await sharedFixture('lists');
    const forParticipant = SharedAlbumListSchema.parse(
      await json(await t.api(f.participantToken, 'GET', `${SA}/shared-albums`)),
    );
    expect(forParticipant.albums.map((a) => a.albumId)).toEqual([f.albumId]);
    expect(forParticipant.albums[0]).toMatchObject({ ownerId: f.owner, isShared: true });
    expect(forParticipant.cursor).toBeNull();
    const forOwner = SharedAlbumListSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${SA}/shared-albums`)),
    );
    expect(forOwner.albums).toEqual([]);

    const participantSummary = SharedAlbumsSummarySchema.parse(
      await json(await t.api(f.participantToken, 'GET', `${SA}/users`)),
    );
    expect(participantSummary).toMatchObject({ readAlbumsCount: 1, grantedAlbumsCount: 0 });
    const ownerSummary = SharedAlbumsSummarySchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${SA}/users`)),
    );
    expect(ownerSummary).toMatchObject({ readAlbumsCount: 0, grantedAlbumsCount: 1 });

    // The owner's own list holds it only with displaySharedData=true, flagged isShared.
    const plain = AlbumListSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${PM}/albums`)),
    );
    expect(plain.albums).toEqual([]);
    const withShared = AlbumListSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${PM}/albums?displaySharedData=true`)),
    );
    expect(withShared.albums.map((a) => [a.albumId, a.isShared])).toEqual([[f.albumId, true]]);
  });

  it('pages shared-with-me albums 50 at a time', async () => {
    const db = t.server.ctx.database.db;
    for (let index = 0; index < 52; index += 1) {
      await insertLegacySharedAlbum(db, {
        ownerId: 'many-owner',
        ownerEmail: 'many@example.test',
        name: `Many ${index}`,
        participants: [{ userId: 'many-reader', email: 'reader@example.test' }],
        photos: [],
        created: new Date(Date.UTC(2019, 0, 1) + index * 60_000).toISOString(),
      });
    }
    const token = await t.tokenFor('many-reader');
    const first = SharedAlbumListSchema.parse(
      await json(await t.api(token, 'GET', `${SA}/shared-albums`)),
    );
    expect(first.albums).toHaveLength(50);
    expect(first.albums[0]?.albumName).toBe('Many 51');
    const second = SharedAlbumListSchema.parse(
      await json(await t.api(token, 'GET', `${SA}/shared-albums?cursor=${first.cursor}`)),
    );
    expect(second.albums.map((a) => a.albumName)).toEqual(['Many 1', 'Many 0']);
    expect(second.cursor).toBeNull();
  });

  it('serves the photos with ownerId and image URLs a participant can open', async () => {
    const f = await sharedFixture('photos');
    const upload = await t.upload(f.ownerToken, testPhoto('Canon_40D.jpg'));
    const uploaded = PhotoSchema.parse(await upload.json());
    await t.server.ctx.database.db
      .insertInto('albums_photos')
      .values({
        album_id: f.albumId,
        photo_id: uploaded.imageId,
        photo_owner_id: f.owner,
        added_at: new Date().toISOString(),
        photo_created_at: uploaded.created,
        photo_taken_sort: uploaded.created,
      })
      .execute();
    const page = PhotoPageSchema.parse(
      await json(await t.api(f.participantToken, 'GET', `${SA}/shared-albums/${f.albumId}/photos`)),
    );
    expect(page.images).toHaveLength(5);
    const owners = new Map(page.images.map((photo) => [photo.imageId, photo.ownerId]));
    expect(owners.get(uploaded.imageId)).toBe(f.owner);
    expect(owners.get(f.participantPhotos[0] ?? '')).toBe(f.participant);
    const real = page.images.find((photo) => photo.imageId === uploaded.imageId);
    const image = await fetch(real?.thumbnails[0]?.url ?? 'http://invalid');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('is read-only: the owner may not change it, a participant does not see it on /albums', async () => {
    const f = await sharedFixture('readonly');
    const [extra] = await t.photosOf(f.owner, 1);
    const writes: [string, string, unknown][] = [
      ['PATCH', `${PM}/albums/${f.albumId}`, { name: 'Renamed' }],
      ['POST', `${PM}/albums/${f.albumId}/photos`, { photoIds: [extra] }],
      ['DELETE', `${PM}/albums/${f.albumId}/photos`, { photoIds: f.ownerPhotos }],
    ];
    for (const [method, path, body] of writes) {
      const owner = await t.api(f.ownerToken, method, path, body);
      expect(owner.status, `owner ${method} ${path}`).toBe(409);
      expect(ErrorResponseSchema.parse(await owner.json()).code).toBe('SHARED_ALBUM_READ_ONLY');
      const participant = await t.api(f.participantToken, method, path, body);
      expect(participant.status, `participant ${method} ${path}`).toBe(404);
    }
    for (const path of [`${PM}/albums/${f.albumId}`, `${PM}/albums/${f.albumId}/photos`]) {
      expect((await t.api(f.participantToken, 'GET', path)).status).toBe(404);
    }
    expect((await t.api(f.participantToken, 'DELETE', `${PM}/albums/${f.albumId}`)).status).toBe(
      404,
    );
    const unchanged = AlbumSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${PM}/albums/${f.albumId}`)),
    );
    expect(unchanged).toMatchObject({
      albumName: 'Shared readonly',
      photosCount: 4,
      isShared: true,
    });
  });

  it('a participant leaves: their photos leave with them, the album stays for the owner', async () => {
    const f = await sharedFixture('leave');
    const leave = await t.api(f.participantToken, 'DELETE', `${SA}/shared-albums/${f.albumId}`);
    expect(leave.status).toBe(204);
    expect(
      (await t.api(f.participantToken, 'GET', `${SA}/shared-albums/${f.albumId}`)).status,
    ).toBe(404);
    const ownerView = SharedAlbumDetailSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${SA}/shared-albums/${f.albumId}`)),
    );
    expect(ownerView.photosCount).toBe(2);
    const participants = SharedAlbumParticipantsSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${SA}/shared-albums/${f.albumId}/participants`)),
    );
    expect(participants.participants.map((p) => p.email)).toEqual(['invited-leave@example.test']);
    // Their photos stay in their own library.
    const own = await t.api(f.participantToken, 'GET', `${PM}/photos/${f.participantPhotos[0]}`);
    expect(own.status).toBe(200);
  });

  it('the owner deletes it for everybody', async () => {
    const f = await sharedFixture('delete');
    expect((await t.api(f.ownerToken, 'DELETE', `${SA}/shared-albums/${f.albumId}`)).status).toBe(
      204,
    );
    for (const token of [f.ownerToken, f.participantToken]) {
      expect((await t.api(token, 'GET', `${SA}/shared-albums/${f.albumId}`)).status).toBe(404);
    }
    const summary = SharedAlbumsSummarySchema.parse(
      await json(await t.api(f.participantToken, 'GET', `${SA}/users`)),
    );
    expect(summary.readAlbumsCount).toBe(0);
  });

  it("a participant's deleted photo leaves the shared album", async () => {
    const f = await sharedFixture('photo-deleted');
    const deleted = await t.api(
      f.participantToken,
      'DELETE',
      `${PM}/photos/${f.participantPhotos[0]}`,
    );
    expect(deleted.status).toBe(204);
    const detail = SharedAlbumDetailSchema.parse(
      await json(await t.api(f.ownerToken, 'GET', `${SA}/shared-albums/${f.albumId}`)),
    );
    expect(detail.photosCount).toBe(3);
  });

  it('readableSharedAlbumPhotos: owner or participant, every photo with its owner', async () => {
    const db = t.server.ctx.database.db;
    const f = await sharedFixture('access');
    const ownerPhoto = { photoId: f.ownerPhotos[0] ?? '', ownerId: f.owner };
    const theirPhoto = { photoId: f.participantPhotos[0] ?? '', ownerId: f.participant };
    for (const user of [f.owner, f.participant]) {
      expect(await readableSharedAlbumPhotos(db, user, f.albumId, [ownerPhoto, theirPhoto])).toBe(
        true,
      );
    }
    expect(await readableSharedAlbumPhotos(db, 'x-access', f.albumId, [ownerPhoto])).toBe(false);
    const wrongOwner = { photoId: ownerPhoto.photoId, ownerId: f.participant };
    expect(await readableSharedAlbumPhotos(db, f.participant, f.albumId, [wrongOwner])).toBe(false);
    const [outside] = await t.photosOf(f.owner, 1);
    const notInAlbum = { photoId: outside ?? '', ownerId: f.owner };
    expect(await readableSharedAlbumPhotos(db, f.owner, f.albumId, [notInAlbum])).toBe(false);
    // An own album that is not shared is not a shared album.
    const plain = await t.createAlbum(f.ownerToken, 'Plain');
    expect(await readableSharedAlbumPhotos(db, f.owner, plain, [])).toBe(false);
  });
});
