import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema } from '@my-account/contract/customer';
import { seedDemoAccounts } from '../identity/identity.public.ts';
import { deleteCustomerData, setBusinessStatus } from './customer.public.ts';
import { DEMO_ADDRESSES, seedDemoAddresses } from './demo-addresses.ts';
import { startCustomerTestServer, type CustomerTestServer } from './customer-test-support.ts';

let t: CustomerTestServer;
beforeAll(async () => {
  t = await startCustomerTestServer();
});
afterAll(async () => {
  await t.close();
});

const [address] = DEMO_ADDRESSES;

async function me(token: string) {
  return CustomerSchema.parse(await (await t.api(token, 'GET', '/customers/me')).json());
}

describe('setBusinessStatus (for customer care)', () => {
  it('sets a business customer’s status without marking a change of theirs', async () => {
    const business = await t.customer({ isB2b: true, status: 'New' });
    const updated = await setBusinessStatus(t.server.database.db, business.id, 'Validated');
    expect(updated).toMatchObject({ id: business.id, status: 'Validated', changed: false });
    expect(await me(business.token)).toEqual(updated);

    expect(await setBusinessStatus(t.server.database.db, business.id, 'Blocked')).toMatchObject({
      status: 'Blocked',
    });
    expect((await me(business.token)).status).toBe('Blocked');
  });

  it('finds no business customer for a private customer or an unknown id', async () => {
    const other = await t.customer({ isB2b: true });
    const privateCustomer = await t.customer();
    const db = t.server.database.db;
    expect(await setBusinessStatus(db, privateCustomer.id, 'Blocked')).toBeUndefined();
    expect(await setBusinessStatus(db, 'no-such-customer', 'Blocked')).toBeUndefined();
    expect((await me(privateCustomer.token)).status).toBeNull();
    expect((await me(other.token)).status).toBe('Default');
  });
});

describe('deleteCustomerData (account deletion)', () => {
  it('removes the customer record and every address of that customer only', async () => {
    const gone = await t.customer();
    const kept = await t.customer();
    for (const customer of [gone, kept]) {
      expect((await t.api(customer.token, 'POST', '/customers/me/addresses', address)).status).toBe(
        201,
      );
    }
    const keptBefore = await me(kept.token);
    const db = t.server.database.db;
    const identity = { idpType: 'myaccount', idpSub: await idpSubOf(gone.id) };

    await deleteCustomerData(db, identity);
    // Running it again (a resumed deletion) is fine.
    await deleteCustomerData(db, identity);

    expect((await t.api(gone.token, 'GET', '/customers/me')).status).toBe(404);
    const rows = await db
      .selectFrom('customer_addresses')
      .select('id')
      .where('customer_id', '=', gone.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await me(kept.token)).toEqual(keptBefore);
  });
});

async function idpSubOf(customerId: string): Promise<string> {
  const row = await t.server.database.db
    .selectFrom('customer_customers')
    .select('idp_sub')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.idp_sub;
}

describe('seedDemoAddresses', () => {
  it('gives the demo customer two addresses once, unconfirmed changes none', async () => {
    const db = t.server.database.db;
    await seedDemoAccounts(db);
    expect(await seedDemoAddresses(db, 'demo@myaccount.test')).toBe(DEMO_ADDRESSES.length);
    expect(await seedDemoAddresses(db, 'demo@myaccount.test')).toBe(0);
    const customer = await db
      .selectFrom('customer_customers')
      .selectAll()
      .where('email', '=', 'demo@myaccount.test')
      .executeTakeFirstOrThrow();
    expect(customer.changed).toBe(0);
    const addresses = await db
      .selectFrom('customer_addresses')
      .select(['city', 'is_default_delivery', 'is_default_billing'])
      .where('customer_id', '=', customer.id)
      .orderBy('city')
      .execute();
    expect(addresses).toEqual([
      { city: 'London', is_default_delivery: 1, is_default_billing: 1 },
      { city: 'Manchester', is_default_delivery: 0, is_default_billing: 0 },
    ]);

    // Deleted by the customer, they stay deleted across restarts.
    await db.deleteFrom('customer_addresses').where('customer_id', '=', customer.id).execute();
    expect(await seedDemoAddresses(db, 'demo@myaccount.test')).toBe(0);
  });
});
