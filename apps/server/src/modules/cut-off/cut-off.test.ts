import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleGroupListSchema, CutOffCampaignSchema } from '@my-account/contract/cut-off';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import { registeredTestCustomer, type TestCustomer } from '../orders/orders-test-support.ts';

let server: TestServer;
let ann: TestCustomer;

beforeAll(async () => {
  server = await startDemoServer();
  ann = await registeredTestCustomer(server, 'Ann');
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, token: string | null = ann.token) =>
  fetch(`${server.baseUrl}/api/cut-off${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('cut-off', () => {
  it('lists the article groups and a campaign with a deadline per group', async () => {
    const groups = ArticleGroupListSchema.parse(await (await get('/v1/ArticleGroup')).json());
    expect(groups.map((group) => group.name)).toContain('PhotoBooks');
    const response = await get('/v1/Campaign/christmas');
    expect(response.status).toBe(200);
    const campaign = CutOffCampaignSchema.parse(await response.json());
    expect(campaign.name).toBe('Christmas');
    expect(campaign.deadlines).toContainEqual({
      articleGroup: 'PhotoBooks',
      orderBy: '2026-12-06T23:59:00.000Z',
    });
  });

  it('answers 404 for an unknown campaign, 400 for a bad name, 401 without a token', async () => {
    const unknown = await get('/v1/Campaign/Easter');
    expect(unknown.status).toBe(404);
    expect(ErrorResponseSchema.safeParse(await unknown.json()).success).toBe(true);
    expect((await get(`/v1/Campaign/${encodeURIComponent('no name!')}`)).status).toBe(400);
    expect((await get('/v1/ArticleGroup', null)).status).toBe(401);
  });
});
