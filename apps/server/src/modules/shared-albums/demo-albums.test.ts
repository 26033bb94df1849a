import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlbumListSchema } from '@my-account/contract/albums';
import {
  SharedAlbumListSchema,
  SharedAlbumParticipantsSchema,
  SharedAlbumsSummarySchema,
} from '@my-account/contract/shared-albums';
import { startAlbumTestServer, type AlbumTestServer } from '../albums/album-test-support.ts';
import { createPhotoManagementDeps } from '../photo-management/photo-management.public.ts';
import { DEMO_ALBUM_IDS, DEMO_INVITED_EMAIL, seedDemoAlbums } from './demo-albums.ts';

let t: AlbumTestServer;
beforeAll(async () => {
  t = await startAlbumTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('demo albums', () => {
  it('seeds own albums, an own shared album and one shared by the friend, once', async () => {
    const ids = { demo: 'demo-customer', friend: 'friend-customer' };
    await t.photosOf(ids.demo, 40);
    const deps = createPhotoManagementDeps(t.server.ctx);
    expect(await seedDemoAlbums(deps, ids)).toBe(5);
    expect(await seedDemoAlbums(deps, ids)).toBe(0);
    const demo = await t.tokenFor(ids.demo);
    const friend = await t.tokenFor(ids.friend);

    const own = AlbumListSchema.parse(
      await (await t.api(demo, 'GET', '/photo-management/albums?displaySharedData=true')).json(),
    );
    expect(own.albums.map((album) => [album.albumName, album.photosCount, album.isShared])).toEqual(
      [
        ['Ideas for prints', 0, false],
        ['Family', 9, false],
        ['Summer holidays', 18, false],
        ['Garden party', 8, true],
      ],
    );
    const sharedWithDemo = SharedAlbumListSchema.parse(
      await (await t.api(demo, 'GET', '/shared-albums/shared-albums')).json(),
    );
    expect(sharedWithDemo.albums.map((album) => [album.albumName, album.photosCount])).toEqual([
      ["Freya's wedding", 5],
    ]);
    expect(sharedWithDemo.albums[0]?.ownerId).toBe(ids.friend);
    const summary = SharedAlbumsSummarySchema.parse(
      await (await t.api(demo, 'GET', '/shared-albums/users')).json(),
    );
    expect(summary).toMatchObject({ readAlbumsCount: 1, grantedAlbumsCount: 1 });
    const participants = SharedAlbumParticipantsSchema.parse(
      await (
        await t.api(
          demo,
          'GET',
          `/shared-albums/shared-albums/${DEMO_ALBUM_IDS.gardenParty}/participants`,
        )
      ).json(),
    );
    expect(participants.participants.map((p) => p.email).sort()).toEqual(
      ['friend@myaccount.test', DEMO_INVITED_EMAIL].sort(),
    );
    const friendSummary = SharedAlbumsSummarySchema.parse(
      await (await t.api(friend, 'GET', '/shared-albums/users')).json(),
    );
    expect(friendSummary).toMatchObject({ readAlbumsCount: 1, grantedAlbumsCount: 1 });
  });
});
