import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { ReorderResponseSchema, ReorderStatusSchema } from '@my-account/contract/reorder';
import {
  placeTestOrder,
  reportTestOrderStatus,
  sampleOrder,
  useOrderServicesTest,
  type TestCustomer,
} from '../orders/orders-test-support.ts';

const t = useOrderServicesTest();

const call = (customer: TestCustomer, path: string, method = 'GET') =>
  fetch(`${t.server.baseUrl}/api/reorder${path}`, {
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
    const order = await placeTestOrder(t.deps(), t.ann.id);
    expect(await statusOf(t.ann, order.orderCode)).toEqual({
      orderCode: order.orderCode,
      isAvailable: true,
      reason: null,
    });
    const response = await call(t.ann, `/reorder?OrderCode=${order.orderCode}`, 'POST');
    expect(response.status).toBe(200);
    const { ShopUrl } = ReorderResponseSchema.parse(await response.json());
    expect(new URL(ShopUrl).pathname).toBe('/reorder');
    expect(new URL(ShopUrl).searchParams.get('orderCode')).toBe(order.orderCode);

    expect((await call(t.bob, `/reorder/status/${order.orderCode}`)).status).toBe(404);
    const other = await call(t.bob, `/reorder?OrderCode=${order.orderCode}`, 'POST');
    expect(other.status).toBe(404);
    expect(ErrorResponseSchema.safeParse(await other.json()).success).toBe(true);
  });

  it('is not available when cancelled, no longer sold or too old (409 on POST)', async () => {
    const cancelled = await placeTestOrder(t.deps(), t.ann.id);
    await reportTestOrderStatus(t.deps(), cancelled.orderCode, { status: 'Cancelled' });
    expect(await statusOf(t.ann, cancelled.orderCode)).toMatchObject({
      isAvailable: false,
      reason: 'cancelled',
    });
    const refused = await call(t.ann, `/reorder?OrderCode=${cancelled.orderCode}`, 'POST');
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refused.json()).code).toBe('REORDER_UNAVAILABLE');

    const base = sampleOrder();
    const discontinued = await placeTestOrder(
      t.deps(),
      t.ann.id,
      sampleOrder({
        products: base.products.map((product, index) =>
          index === 0 ? { ...product, articleCode: 'PAP_050' } : product,
        ),
      }),
    );
    expect((await statusOf(t.ann, discontinued.orderCode)).reason).toBe('notSold');

    const old = await placeTestOrder(
      t.deps(),
      t.ann.id,
      sampleOrder({ createdAt: '2020-01-06T09:00:00.000Z' }),
    );
    expect((await statusOf(t.ann, old.orderCode)).reason).toBe('tooOld');
  });

  it('asks for a token and an order code', async () => {
    expect((await fetch(`${t.server.baseUrl}/api/reorder/reorder/status/X-1`)).status).toBe(401);
    const missing = await call(t.ann, '/reorder', 'POST');
    expect(missing.status).toBe(400);
    expect(ErrorResponseSchema.safeParse(await missing.json()).success).toBe(true);
  });
});
