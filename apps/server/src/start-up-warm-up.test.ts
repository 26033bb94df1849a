import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { warmUpServer } from './start-up-warm-up.ts';

const MONTH_ROUTE = '/api/photo-management/photos/timeline/:year/:month';

async function accountCount(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('identity_accounts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL counts in bigint, which arrives as a string.
  return Number(row.count);
}

describe("the server's start-up warm-up", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers its own timeline requests as a customer's, stores nothing, and leaves no request timings", async () => {
    t = await buildTestApp({ WARM_UP_REQUESTS: '120' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const accounts = await accountCount(t);

    const result = await warmUpServer(t.app, t.ctx);

    expect(result).toMatchObject({ answered: 120, failed: 0 });
    expect(await accountCount(t)).toBe(accounts);
    const timings = await t.ctx.metrics.httpRequestSeconds.get();
    expect(timings.values.filter((value) => value.labels.route === MONTH_ROUTE)).toEqual([]);
  });

  it('is off with WARM_UP_REQUESTS=0, and with tokens from another provider', async () => {
    t = await buildTestApp({ WARM_UP_REQUESTS: '0' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    expect(await warmUpServer(t.app, t.ctx)).toBeUndefined();
    await t.close();

    t = await buildTestApp({ OIDC_ISSUER: 'https://login.example.com/' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    expect(await warmUpServer(t.app, t.ctx)).toBeUndefined();
  });
});
