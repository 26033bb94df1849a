import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimelineCountsSchema, PhotoPageSchema } from '@my-account/contract/photos';
import { findAccountIdByEmail, seedDemoAccounts } from '../identity/identity.public.ts';
import {
  startPhotoLibraryServer,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import { seedDemoPhotos, seedDemoPhotosIfEnabled } from './demo-photos.ts';
import { createPhotoManagementDeps } from './photo-management.deps.ts';

let lib: PhotoLibraryServer;
beforeAll(async () => {
  lib = await startPhotoLibraryServer();
  await seedDemoAccounts(lib.server.database.db);
});
afterAll(async () => {
  await lib.close();
});

describe('demo photos', () => {
  it('seed dated and undated JPEGs through the upload pipeline, once', async () => {
    const ownerId = await findAccountIdByEmail(lib.server.database.db, 'demo@myaccount.test');
    if (!ownerId) {
      throw new Error('no demo account');
    }
    const deps = createPhotoManagementDeps(lib.server.ctx);
    expect(await seedDemoPhotos(deps, ownerId, { count: 12, undated: 3 })).toBe(12);
    expect(await seedDemoPhotos(deps, ownerId, { count: 12, undated: 3 })).toBe(0);
    // Seeding when SEED_DEMO is off (the test setting) does nothing.
    expect(await seedDemoPhotosIfEnabled(lib.server.ctx)).toBe(0);

    const token = await lib.tokenFor(ownerId);
    const counts = TimelineCountsSchema.parse(
      await (await lib.call(token, 'GET', '/users/timeline')).json(),
    ).timeline;
    expect(counts.reduce((sum, month) => sum + month.count, 0)).toBe(12);
    expect(counts.at(-1)).toEqual({ year: 1970, month: 1, count: 3 });
    const photos = PhotoPageSchema.parse(await (await lib.call(token, 'GET', '/photos')).json());
    for (const photo of photos.images) {
      expect(photo.thumbnails).toHaveLength(3);
      expect(photo.placeholder).toBeTruthy();
      const thumbnail = await fetch(photo.thumbnails[0]?.url ?? '');
      expect(thumbnail.status).toBe(200);
      await thumbnail.arrayBuffer();
    }
  });
});
