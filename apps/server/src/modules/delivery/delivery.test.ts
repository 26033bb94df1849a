import { describe, expect, it } from 'vitest';
import { OrderDeliveryDatesSchema } from '@my-account/contract/delivery';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  placeTestOrder,
  reportTestOrderStatus,
  sampleOrder,
  useOrderServicesTest,
  type TestCustomer,
} from '../orders/orders-test-support.ts';

const t = useOrderServicesTest();

function datesOf(customer: TestCustomer, code: string) {
  return fetch(`${t.server.baseUrl}/api/delivery/OrderDeliveryDates/${encodeURIComponent(code)}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
}

describe('GET /api/delivery/OrderDeliveryDates/{orderCode}', () => {
  it("answers the expected window of the customer's own order, 404 for another's", async () => {
    const order = await placeTestOrder(t.deps(), t.ann.id, sampleOrder());
    const response = await datesOf(t.ann, order.orderCode);
    expect(response.status).toBe(200);
    const dates = OrderDeliveryDatesSchema.parse(await response.json());
    expect(dates.orderCode).toBe(order.orderCode);
    expect(dates.deliveryType).toBe('Home');
    const today = new Date().toISOString().slice(0, 10);
    expect(dates.earliestDate > today).toBe(true);
    expect(dates.latestDate >= dates.earliestDate).toBe(true);

    const other = await datesOf(t.bob, order.orderCode);
    expect(other.status).toBe(404);
    expect(ErrorResponseSchema.safeParse(await other.json()).success).toBe(true);
    expect((await datesOf(t.ann, 'NO-SUCH-ORDER')).status).toBe(404);
  });

  it('has none for a cancelled order or one delivered long ago', async () => {
    const cancelled = await placeTestOrder(t.deps(), t.ann.id, sampleOrder());
    await reportTestOrderStatus(t.deps(), cancelled.orderCode, { status: 'Cancelled' });
    expect((await datesOf(t.ann, cancelled.orderCode)).status).toBe(404);

    const old = await placeTestOrder(
      t.deps(),
      t.ann.id,
      sampleOrder({ createdAt: '2025-03-03T09:00:00.000Z' }),
    );
    expect((await datesOf(t.ann, old.orderCode)).status).toBe(404);
  });

  it('asks for a token and a sensible code', async () => {
    const anonymous = await fetch(`${t.server.baseUrl}/api/delivery/OrderDeliveryDates/X-1`);
    expect(anonymous.status).toBe(401);
    const tooLong = await datesOf(t.ann, 'x'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(ErrorResponseSchema.safeParse(await tooLong.json()).success).toBe(true);
  });
});
