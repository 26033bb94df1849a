import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedDemoAccounts } from '../identity/identity.public.ts';
import { seedDemoProjects } from './projects.public.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo saved projects', () => {
  it('gives the private demo customer a few saved projects, once', async () => {
    const accounts = await seedDemoAccounts(t.database.db);
    expect(await seedDemoProjects(t.database.db, accounts)).toBe(4);
    expect(await seedDemoProjects(t.database.db, await seedDemoAccounts(t.database.db))).toBe(0);

    const rows = await t.database.db
      .selectFrom('projects_projects')
      .innerJoin('customer_customers', 'customer_customers.id', 'projects_projects.customer_id')
      .select(['customer_customers.email', 'projects_projects.article_type'])
      .execute();
    expect(rows.map((row) => row.email)).toEqual(Array(4).fill('demo@myaccount.test'));
    expect(new Set(rows.map((row) => row.article_type))).toEqual(
      new Set(['Photobook', 'Calendar', 'WallDecor', 'Card']),
    );
  });
});
