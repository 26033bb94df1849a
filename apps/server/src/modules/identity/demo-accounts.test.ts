import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authenticate } from './account.service.ts';
import { seedDemoAccounts, seedDemoAccountsIfEnabled } from './demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo accounts', () => {
  it('are created once, returned with their credentials, and can sign in', async () => {
    const first = await seedDemoAccounts(t.database.db);
    const second = await seedDemoAccounts(t.database.db);
    expect(first.every((demo) => demo.created)).toBe(true);
    expect(second).toEqual(first.map((demo) => ({ ...demo, created: false })));
    expect(first.map((demo) => demo.email)).toEqual([
      'demo@myaccount.test',
      'b2b@myaccount.test',
      'import@myaccount.test',
      'friend@myaccount.test',
    ]);
    const rows = await t.database.db
      .selectFrom('customer_customers')
      .select(['email', 'is_b2b', 'status'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'b2b@myaccount.test', is_b2b: 1, status: 'Default' },
      { email: 'demo@myaccount.test', is_b2b: 0, status: null },
      { email: 'friend@myaccount.test', is_b2b: 0, status: null },
      { email: 'import@myaccount.test', is_b2b: 0, status: null },
    ]);
    for (const demo of first) {
      expect(await authenticate(t.database.db, demo.email, demo.password)).toBeDefined();
    }
  });

  it('are not seeded when SEED_DEMO is off or an external provider is used', async () => {
    expect(await seedDemoAccountsIfEnabled(t)).toEqual([]);
    const external = {
      ...t,
      settings: { ...t.settings, SEED_DEMO: true, OIDC_ISSUER: 'https://id.example' },
    };
    expect(await seedDemoAccountsIfEnabled(external)).toEqual([]);
  });
});
