import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreatedTempSelectionSchema,
  TempSelectionSchema,
} from '@my-account/contract/temp-selections';
import { startAlbumTestServer, type AlbumTestServer } from '../albums/album-test-support.ts';
import { TEMP_SELECTION_TTL_MS } from './temp-selections.service.ts';

let t: AlbumTestServer;
beforeAll(async () => {
  t = await startAlbumTestServer();
});
afterAll(async () => {
  await t.close();
});

const PATH = '/photo-management/temp-selections';

describe('temp selections', () => {
  it('stores the chosen photos, once each and in order, for their creator only', async () => {
    const token = await t.tokenFor('printer');
    const [a, b, c] = await t.photosOf('printer', 3);
    const created = await t.api(token, 'POST', PATH, { photoIds: [c, a, c, b] });
    expect(created.status).toBe(201);
    const { tempSelectionId } = CreatedTempSelectionSchema.parse(await created.json());

    const read = await t.api(token, 'GET', `${PATH}/${tempSelectionId}`);
    expect(read.status).toBe(200);
    expect(TempSelectionSchema.parse(await read.json())).toEqual({ photoIds: [c, a, b] });

    const other = await t.api(await t.tokenFor('stranger'), 'GET', `${PATH}/${tempSelectionId}`);
    expect(other.status).toBe(404);
    expect((await t.api(token, 'GET', `${PATH}/no-such-selection`)).status).toBe(404);
  });

  it("refuses (404) photos that are not the caller's", async () => {
    const token = await t.tokenFor('mixer');
    const [own] = await t.photosOf('mixer', 1);
    const [foreign] = await t.photosOf('someone', 1);
    expect((await t.api(token, 'POST', PATH, { photoIds: [own, foreign] })).status).toBe(404);
    expect((await t.api(token, 'POST', PATH, { photoIds: [] })).status).toBe(400);
  });

  it('expires after 24 hours', async () => {
    const db = t.server.ctx.database.db;
    const token = await t.tokenFor('late');
    const [photo] = await t.photosOf('late', 1);
    const created = await t.api(token, 'POST', PATH, { photoIds: [photo] });
    const { tempSelectionId } = CreatedTempSelectionSchema.parse(await created.json());
    expect(TEMP_SELECTION_TTL_MS).toBe(24 * 60 * 60 * 1000);
    await db
      .updateTable('temp_selections')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', tempSelectionId)
      .execute();
    expect((await t.api(token, 'GET', `${PATH}/${tempSelectionId}`)).status).toBe(404);
    // The next selection sweeps the expired one away.
    await t.api(token, 'POST', PATH, { photoIds: [photo] });
    const left = await db
      .selectFrom('temp_selections')
      .select('id')
      .where('id', '=', tempSelectionId)
      .execute();
    expect(left).toEqual([]);
  });
});
