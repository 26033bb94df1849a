import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountDeletionConfirmPath,
  accountDeletionRequestPath,
} from '@my-account/contract/account-deletion';
import { confirmationTokenMailedTo, rowsNaming } from '../test/support/customer-data.ts';
import { openKillableLibrary, type KillableLibrary } from '../test/support/killable-library.ts';
import { waitFor } from '../test/support/wait-for.ts';
import { insertAccount } from './modules/identity/account.repository.ts';
import { hashPassword } from './modules/identity/password-hash.ts';
import { ensureCustomer } from './modules/customer/customer.public.ts';

const CRASH_AFTER_COMMIT = fileURLToPath(
  new URL('../test/support/crash-after-commit.ts', import.meta.url),
);
/** The deletion takes 500 photos a batch: this library is two batches. */
const PHOTOS = 600;
const OWNER = 'leaving-customer';
const EMAIL = 'leaving@example.com';
const identity = { idpType: 'myaccount', idpSub: OWNER };

async function photoRows(library: KillableLibrary): Promise<number> {
  const rows = await library.db
    .selectFrom('photo_management_photos')
    .select('id')
    .where('owner_id', '=', OWNER)
    .execute();
  return rows.length;
}

async function photoBlobs(library: KillableLibrary): Promise<number> {
  let count = 0;
  for await (const blob of library.blobs.list('photos/')) {
    count += blob.key.endsWith('/original') ? 1 : 0;
  }
  return count;
}

describe('a server process killed during an account deletion', () => {
  let library: KillableLibrary | undefined;

  afterEach(async () => {
    await library?.close();
    library = undefined;
  });

  it('finishes the deletion once started again', async () => {
    const opened = await openKillableLibrary({
      ownerId: OWNER,
      photos: PHOTOS,
      photoBytes: 16,
      env: { ACCOUNT_DELETION_FINAL_PASS_SECONDS: '1' },
      firstServer: {
        preload: [CRASH_AFTER_COMMIT],
        env: { CRASH_AFTER_COMMIT_DELETING_FROM: 'photo_management_photos' },
      },
    });
    const lib = opened.library;
    library = lib;
    await insertAccount(lib.db, {
      id: OWNER,
      email: EMAIL,
      password_hash: await hashPassword('a-long-enough-password'),
      first_name: 'Lee',
      last_name: 'Leaving',
      is_b2b: 0,
      created_at: new Date().toISOString(),
    });
    await ensureCustomer(lib.db, {
      idpType: 'myaccount',
      idpSub: OWNER,
      email: EMAIL,
      firstName: 'Lee',
      lastName: 'Leaving',
      isB2b: false,
      status: null,
    });
    const api = `${opened.server.baseUrl}/api/identity`;
    const requested = await fetch(`${api}${accountDeletionRequestPath(identity)}`, {
      method: 'POST',
      headers: lib.headers,
      body: JSON.stringify({ channel: 'photobox.co.uk' }),
    });
    expect(requested.status).toBe(204);
    const token = await confirmationTokenMailedTo(lib.db, EMAIL);
    const { authorization = '' } = lib.headers;
    const confirmed = await fetch(`${api}${accountDeletionConfirmPath(identity, token)}`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(confirmed.status).toBe(204);

    // The job dies right after the commit of its first batch of photos.
    await waitFor(async () => ((await photoRows(lib)) === PHOTOS - 500 ? true : undefined), {
      what: 'the first batch of photos to be deleted',
      timeoutMs: 20_000,
    });
    await lib.kill(opened.server);
    expect(await photoRows(lib)).toBe(PHOTOS - 500);
    expect(await photoBlobs(lib)).toBe(PHOTOS);
    // Halfway: the deletion is recorded, the customer record (deleted later in a pass) is there.
    expect(await lib.db.selectFrom('customer_data_deletions').select('id').execute()).toHaveLength(
      1,
    );
    expect(
      await lib.db
        .selectFrom('customer_customers')
        .select('id')
        .where('idp_sub', '=', OWNER)
        .execute(),
    ).toHaveLength(1);

    await lib.start();
    await waitFor(
      async () => {
        const left = await lib.db.selectFrom('customer_data_deletions').select('id').execute();
        return left.length === 0 && (await photoBlobs(lib)) === 0 ? true : undefined;
      },
      { what: 'the restarted server to finish the deletion', timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(await rowsNaming(lib.db, [OWNER, EMAIL])).toEqual([]);
  }, 90_000);
});
