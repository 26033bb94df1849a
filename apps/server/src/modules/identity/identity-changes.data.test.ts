import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { jwtPayload } from '../../../test/support/oidc-browser.ts';
import { createIdentityChangesDeps } from './identity-changes.deps.ts';
import { postJson, registerCustomer } from './identity-changes-test-support.ts';
import {
  deleteExpiredIdentityChanges,
  deletePendingIdentityChanges,
} from './identity-changes.data.ts';
import { requestPasswordReset } from './password-reset.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A customer with a pending e-mail change and a pending password reset. */
async function customerWithPendingChanges() {
  const customer = await registerCustomer(server);
  const accountId = String(jwtPayload(customer.tokens.access_token).idp_sub);
  const requested = await postJson(
    server,
    `${customer.path}/emailchanges`,
    customer.tokens.access_token,
    { email: `new-${customer.email}`, channel: 'photobox.co.uk' },
  );
  expect(requested.status).toBe(202);
  await requestPasswordReset(createIdentityChangesDeps(server.ctx), customer.email, server.baseUrl);
  await waitFor(async () => ((await pending(accountId)).resets > 0 ? true : undefined));
  return accountId;
}

async function pending(accountId: string) {
  const { db } = server.database;
  const changes = await db
    .selectFrom('identity_email_changes')
    .select('token_hash')
    .where('account_id', '=', accountId)
    .execute();
  const resets = await db
    .selectFrom('identity_password_resets')
    .select('token_hash')
    .where('account_id', '=', accountId)
    .execute();
  return { changes: changes.length, resets: resets.length };
}

describe('pending identity changes as customer data', () => {
  it("removes every pending e-mail change and password reset of one account, and no one else's", async () => {
    const leaving = await customerWithPendingChanges();
    const staying = await customerWithPendingChanges();

    await deletePendingIdentityChanges(server.database.db, leaving);
    expect(await pending(leaving)).toEqual({ changes: 0, resets: 0 });
    expect(await pending(staying)).toEqual({ changes: 1, resets: 1 });
  });

  it('removes expired links in the hourly clean-up, and keeps those still valid', async () => {
    const accountId = await customerWithPendingChanges();
    await deleteExpiredIdentityChanges(server.database.db, new Date(Date.now() + 30 * 60_000));
    expect(await pending(accountId)).toEqual({ changes: 1, resets: 1 });
    await deleteExpiredIdentityChanges(server.database.db, new Date(Date.now() + 61 * 60_000));
    expect(await pending(accountId)).toEqual({ changes: 1, resets: 0 });
    await deleteExpiredIdentityChanges(server.database.db, new Date(Date.now() + 25 * 3_600_000));
    expect(await pending(accountId)).toEqual({ changes: 0, resets: 0 });
  });
});
