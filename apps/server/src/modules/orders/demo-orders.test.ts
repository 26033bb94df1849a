import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayStatusOf, isOrderInProgress, OrderStatusSchema } from '@my-account/contract/orders';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedDemoAccounts } from '../identity/identity.public.ts';
import { seedDemoOrders } from './orders.public.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo orders', () => {
  it('gives the private and the business demo customer an order history, once', async () => {
    const now = new Date();
    const deps = { db: t.database.db, signer: t.ctx.imageUrlSigner };
    const accounts = await seedDemoAccounts(t.database.db);
    expect(await seedDemoOrders(deps, accounts, now)).toBe(9);
    expect(await seedDemoOrders(deps, await seedDemoAccounts(t.database.db), now)).toBe(0);

    const rows = await t.database.db
      .selectFrom('orders_super_orders')
      .innerJoin('customer_customers', 'customer_customers.id', 'orders_super_orders.customer_id')
      .select([
        'customer_customers.email',
        'orders_super_orders.status',
        'orders_super_orders.delivery_type',
        'orders_super_orders.created_at',
        'orders_super_orders.dispatched_at',
        'orders_super_orders.tracking_url',
      ])
      .execute();
    const demo = rows.filter((row) => row.email === 'demo@myaccount.test');
    const statuses = new Set(
      demo.map((row) => displayStatusOf(OrderStatusSchema.parse(row.status))),
    );
    expect(statuses).toEqual(
      new Set(['AwaitingPayment', 'Ordered', 'InProduction', 'Sent', 'Cancelled']),
    );
    const inProgress = demo.filter((row) =>
      isOrderInProgress({ createdAt: row.created_at, dispatchedAt: row.dispatched_at }, now),
    );
    expect(inProgress).toHaveLength(4);
    expect(demo.filter((row) => row.delivery_type === 'PickupPoint')).toHaveLength(1);
    expect(demo.filter((row) => row.tracking_url !== null)).toHaveLength(3);
    expect(rows.filter((row) => row.email === 'b2b@myaccount.test')).toHaveLength(2);

    const vouchers = await t.database.db
      .selectFrom('orders_products')
      .select('voucher_code')
      .where('voucher_code', 'is not', null)
      .execute();
    expect(vouchers).toEqual([{ voucher_code: 'SUMMER20' }]);
  });
});
