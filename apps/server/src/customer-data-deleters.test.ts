import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { tableNames } from '../test/support/database-tables.ts';
import { customerDataDeleters, TABLES_WITHOUT_CUSTOMER_DATA } from './customer-data-deleters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the customer data deleters', () => {
  it('cover every table of the migrated database, or it is listed as holding no customer data', async () => {
    const tables = await tableNames(t.database.db);
    const deleters = customerDataDeleters(t.ctx);
    const covered = new Set<string>(deleters.flatMap((deleter) => deleter.tables));
    const exempt = new Set<string>(Object.keys(TABLES_WITHOUT_CUSTOMER_DATA));

    const forgotten = tables.filter((table) => !covered.has(table) && !exempt.has(table));
    expect(
      forgotten,
      'Tables no deleter removes customers from: add each to a deleter in customer-data-deleters.ts ' +
        "(its module deletes one customer's rows), or to TABLES_WITHOUT_CUSTOMER_DATA with the reason",
    ).toEqual([]);
    expect(
      [...covered, ...exempt].filter((table) => !tables.includes(table)),
      'Named tables that do not exist',
    ).toEqual([]);
    expect(
      [...exempt].filter((table) => covered.has(table)),
      'Tables both deleted from and said to hold no customer data',
    ).toEqual([]);
  });

  it('have one name each, for the logs', () => {
    const names = customerDataDeleters(t.ctx).map((deleter) => deleter.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
