import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedDemoAccounts } from '../identity/identity.public.ts';
import { seedDemoPaymentMethods } from './payment-methods.public.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function methodsByEmail() {
  return t.database.db
    .selectFrom('payment_methods')
    .innerJoin('customer_customers', 'customer_customers.id', 'payment_methods.customer_id')
    .select(['customer_customers.email', 'payment_methods.type', 'payment_methods.card_last4'])
    .orderBy('customer_customers.email')
    .execute();
}

describe('demo payment methods', () => {
  it('gives the new private demo customer a card and the business one invoice, once', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const accounts = await seedDemoAccounts(t.database.db);
    expect(await seedDemoPaymentMethods(t.database.db, accounts, now)).toBe(2);
    expect(await methodsByEmail()).toEqual([
      { email: 'b2b@myaccount.test', type: 'invoice', card_last4: null },
      { email: 'demo@myaccount.test', type: 'card', card_last4: '4242' },
    ]);

    // The customer removes the card; the next start (accounts already there) leaves it removed.
    await t.database.db.deleteFrom('payment_methods').where('type', '=', 'card').execute();
    const again = await seedDemoAccounts(t.database.db);
    expect(await seedDemoPaymentMethods(t.database.db, again, now)).toBe(0);
    expect(await methodsByEmail()).toHaveLength(1);
  });
});
