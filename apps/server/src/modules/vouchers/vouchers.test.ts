import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { VoucherOfferSchema } from '@my-account/contract/vouchers';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import { registeredTestCustomer, type TestCustomer } from '../orders/orders-test-support.ts';
import { seedDemoCampaigns } from './vouchers.public.ts';

let server: TestServer;
let ann: TestCustomer;

beforeAll(async () => {
  server = await startDemoServer();
  ann = await registeredTestCustomer(server, 'Ann');
  await seedDemoCampaigns(server.database.db);
  // Seeding again keeps what is there.
  await seedDemoCampaigns(server.database.db);
});
afterAll(async () => {
  await server.close();
});

const offerOf = (code: string, token: string | null = ann.token) =>
  fetch(`${server.baseUrl}/api/vouchers/api/v1/campaigns/offers/${code}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/vouchers/api/v1/campaigns/offers/{code}', () => {
  it("answers a campaign's description, discount and validity, for any case of the code", async () => {
    const response = await offerOf('summer20');
    expect(response.status).toBe(200);
    expect(VoucherOfferSchema.parse(await response.json())).toEqual({
      code: 'SUMMER20',
      isVoucherFound: true,
      description: '20% off photo books, summer sale',
      discount: { type: 'percentage', percentage: 20 },
      validFrom: '2026-06-01T00:00:00.000Z',
      validUntil: '2026-09-30T23:59:59.000Z',
    });
    const amount = VoucherOfferSchema.parse(await (await offerOf('WELCOME5')).json());
    expect(amount.discount).toEqual({ type: 'amount', amount: 500, currency: 'GBP' });
  });

  it('answers 404 for an unknown code, 400 for one that cannot be a code, 401 without a token', async () => {
    const unknown = await offerOf('NOPE99');
    expect(unknown.status).toBe(404);
    expect(ErrorResponseSchema.safeParse(await unknown.json()).success).toBe(true);
    const bad = await offerOf(encodeURIComponent('no code!'));
    expect(bad.status).toBe(400);
    expect(ErrorResponseSchema.safeParse(await bad.json()).success).toBe(true);
    expect((await offerOf('SUMMER20', null)).status).toBe(401);
  });
});
