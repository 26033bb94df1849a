import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountDeletionConfirmPath,
  accountDeletionRequestPath,
} from '@my-account/contract/account-deletion';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  callAs,
  confirmationTokenMailedTo,
  customerRecord,
  signUp,
  type SignedUpCustomer,
} from '../../../test/support/customer-data.ts';
import { refreshTokens } from '../../../test/support/oidc-browser.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { listOutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SENSITIVE: '1000' } });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const identityOf = (customer: SignedUpCustomer) => ({
  idpType: 'myaccount',
  idpSub: customer.sub,
});

function requestDeletion(customer: SignedUpCustomer, channel = 'photobox.co.uk', as = customer) {
  return callAs(
    server,
    as,
    'POST',
    `/identity${accountDeletionRequestPath(identityOf(customer))}`,
    {
      channel,
    },
  );
}

function confirmDeletion(customer: SignedUpCustomer, token: string, as = customer) {
  return callAs(
    server,
    as,
    'POST',
    `/identity${accountDeletionConfirmPath(identityOf(customer), token)}`,
  );
}

async function errorCode(response: Response): Promise<string> {
  return ErrorResponseSchema.parse(await response.json()).code;
}

describe('account deletion: the request', () => {
  it("mails a link to the app's confirmation page in the channel's brand; only the token's hash is kept", async () => {
    const ann = await signUp(server, 'Ann');
    expect((await requestDeletion(ann, 'albelli.nl')).status).toBe(204);

    const [mail] = (await listOutboxMail(server.database.db, { limit: 1, to: ann.email })).mails;
    expect(mail?.subject).toBe('Bevestig het verwijderen van je albelli-account');
    expect(mail?.text).toContain(
      `${server.baseUrl}/delete-account-confirmation?confirmation-token=`,
    );
    expect(mail?.text).toContain('binnen 24 uur');
    const token = await confirmationTokenMailedTo(server.database.db, ann.email);
    const stored = await server.database.db
      .selectFrom('identity_account_deletion_tokens')
      .selectAll()
      .where('subject', '=', ann.sub)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("answers 404 for another identity's path, 400 for a channel that names no brand, 401 without a token", async () => {
    const ann = await signUp(server, 'Ann');
    const bob = await signUp(server, 'Bob');
    const other = await requestDeletion(bob, 'photobox.co.uk', ann);
    expect(other.status).toBe(404);
    expect(await errorCode(other)).toBe('NOT_FOUND');
    const badChannel = await requestDeletion(ann, 'evil.example');
    expect(badChannel.status).toBe(400);
    expect(await errorCode(badChannel)).toBe('VALIDATION_FAILED');
    const anonymous = await fetch(
      `${server.baseUrl}/api/identity${accountDeletionRequestPath(identityOf(ann))}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'photobox.co.uk' }),
      },
    );
    expect(anonymous.status).toBe(401);
    expect((await listOutboxMail(server.database.db, { limit: 1, to: bob.email })).total).toBe(0);
  });
});

describe('account deletion: the confirmation', () => {
  it("refuses an unknown token, another identity's token and one used through another identity's path, with 404; the account stays", async () => {
    const ann = await signUp(server, 'Ann');
    const bob = await signUp(server, 'Bob');
    await requestDeletion(bob);
    const bobsToken = await confirmationTokenMailedTo(server.database.db, bob.email);

    expect((await confirmDeletion(ann, 'no-such-token')).status).toBe(404);
    expect((await confirmDeletion(ann, bobsToken)).status).toBe(404);
    expect((await confirmDeletion(bob, bobsToken, ann)).status).toBe(404);
    expect(await customerRecord(server, ann)).toMatchObject({ accountDeleted: false });
    expect(await customerRecord(server, bob)).toMatchObject({ accountDeleted: false });
    // Bob's token still works for Bob.
    expect((await confirmDeletion(bob, bobsToken)).status).toBe(204);
  });

  it('refuses a token after 24 hours', async () => {
    const ann = await signUp(server, 'Ann');
    // Asked for 24 hours and a second ago.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 24 * 60 * 60 * 1000 - 1000 });
    await requestDeletion(ann);
    vi.useRealTimers();
    const token = await confirmationTokenMailedTo(server.database.db, ann.email);
    expect((await confirmDeletion(ann, token)).status).toBe(404);
    expect(await customerRecord(server, ann)).toMatchObject({ accountDeleted: false });
  });

  it('uses the token up and ends the identity at once: no refresh, no second request', async () => {
    const ann = await signUp(server, 'Ann');
    await requestDeletion(ann);
    await requestDeletion(ann);
    const token = await confirmationTokenMailedTo(server.database.db, ann.email);

    expect((await confirmDeletion(ann, token)).status).toBe(204);
    expect((await confirmDeletion(ann, token)).status).toBe(404);
    expect(await customerRecord(server, ann)).toMatchObject({ accountDeleted: true });
    expect((await refreshTokens(server, ann.refreshToken)).status).toBe(400);
    expect((await requestDeletion(ann)).status).toBe(404);
    // Every confirmation link of the account is gone with it.
    const tokens = await server.database.db
      .selectFrom('identity_account_deletion_tokens')
      .select('subject')
      .where('subject', '=', ann.sub)
      .execute();
    expect(tokens).toEqual([]);
  });
});
