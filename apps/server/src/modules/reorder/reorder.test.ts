import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { ReorderResponseSchema, ReorderStatusSchema } from '@my-account/contract/reorder';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import {
  placeTestOrder,
  registeredTestCustomer,
  reportTestOrderStatus,
  sampleOrder,
  type TestCustomer,
} from '../orders/orders-test-support.ts';

let server: TestServer;
let ann: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  server = await startDemoServer();
  ann = await registeredTestCustomer(server, 'Ann');
  bob = await registeredTestCustomer(server, 'Bob');
});
afterAll(async () => {
  await server.close();
});

const deps = () => ({ db: server.database.db, signer: server.ctx.imageUrlSigner });

const call = (customer: TestCustomer, path: string, method = 'GET') =>
  fetch(`${server.baseUrl}/api/reorder${path}`, {
    method,
    headers: { authorization: `Bearer ${customer.token}` },
  });

async function statusOf(customer: TestCustomer, code: string) {
  const response = await call(customer, `/reorder/status/${encodeURIComponent(code)}`);
  expect(response.status).toBe(200);
  return ReorderStatusSchema.parse(await response.json());
}

describe('reorder', () => {
  it("reorders the customer's own order through the vendor's shop; another's is missing", async () => {
    const order = await placeTestOrder(deps(), ann.id);
    expect(await statusOf(ann, order.orderCode)).toEqual({
      orderCode: order.orderCode,
      isAvailable: true,
      reason: null,
    });
    const response = await call(ann, `/reorder?OrderCode=${order.orderCode}`, 'POST');
    expect(response.status).toBe(200);
    const { ShopUrl } = ReorderResponseSchema.parse(await response.json());
    expect(new URL(ShopUrl).pathname).toBe('/reorder');
    expect(new URL(ShopUrl).searchParams.get('orderCode')).toBe(order.orderCode);

    expect((await call(bob, `/reorder/status/${order.orderCode}`)).status).toBe(404);
    const other = await call(bob, `/reorder?OrderCode=${order.orderCode}`, 'POST');
    expect(other.status).toBe(404);
    expect(ErrorResponseSchema.safeParse(await other.json()).success).toBe(true);
  });

  it('is not available when cancelled, no longer sold or too old (409 on POST)', async () => {
    const cancelled = await placeTestOrder(deps(), ann.id);
    await reportTestOrderStatus(deps(), cancelled.orderCode, { status: 'Cancelled' });
    expect(await statusOf(ann, cancelled.orderCode)).toMatchObject({
      isAvailable: false,
      reason: 'cancelled',
    });
    const refused = await call(ann, `/reorder?OrderCode=${cancelled.orderCode}`, 'POST');
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refused.json()).code).toBe('REORDER_UNAVAILABLE');

    const base = sampleOrder();
    const discontinued = await placeTestOrder(
      deps(),
      ann.id,
      sampleOrder({
        products: base.products.map((product, index) =>
          index === 0 ? { ...product, articleCode: 'PAP_050' } : product,
        ),
      }),
    );
    expect((await statusOf(ann, discontinued.orderCode)).reason).toBe('notSold');

    const old = await placeTestOrder(
      deps(),
      ann.id,
      sampleOrder({ createdAt: '2020-01-06T09:00:00.000Z' }),
    );
    expect((await statusOf(ann, old.orderCode)).reason).toBe('tooOld');
  });

  it('asks for a token and an order code', async () => {
    expect((await fetch(`${server.baseUrl}/api/reorder/reorder/status/X-1`)).status).toBe(401);
    const missing = await call(ann, '/reorder', 'POST');
    expect(missing.status).toBe(400);
    expect(ErrorResponseSchema.safeParse(await missing.json()).success).toBe(true);
  });
});
