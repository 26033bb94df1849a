import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginSignIn, jwtPayload, refreshTokens, register } from '../test/support/oidc-browser.ts';
import { DownloadListSchema } from '@my-account/contract/downloads';
import {
  blobsNaming,
  callAs,
  customerRecord,
  deleteAccountThroughTheEmail,
  deletionsFinished,
  downloadSharedAlbum,
  giveEveryKindOfData,
  namesOf,
  rowsNaming,
  signUp,
  type SignedUpCustomer,
} from '../test/support/customer-data.ts';
import { redisKeysNaming } from '../test/support/test-redis.ts';
import { startTestServer, type TestServer } from '../test/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // The final pass a second after the confirmation, so the test sees both passes.
  server = await startTestServer({ env: { ACCOUNT_DELETION_FINAL_PASS_SECONDS: '1' } });
  await server.ctx.jobs.start();
});
afterAll(async () => {
  await server.close();
});

async function customerId(customer: SignedUpCustomer): Promise<string> {
  const record = await customerRecord(server, customer);
  if (typeof record === 'number') {
    throw new Error(`No customer record: ${String(record)}`);
  }
  return record.id;
}

/** Job records that name the customer: rows of `jobs`, or with Redis, BullMQ's keys. */
async function jobRecordsNaming(names: readonly string[]): Promise<string[]> {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    return redisKeysNaming(redisUrl, server.settings.REDIS_PREFIX, names);
  }
  const rows = await rowsNaming(server.database.db, names);
  return rows.filter((row) => row.where === 'jobs').map((row) => row.text);
}

/** Tables with a row that names the customer. */
const tablesNaming = async (names: readonly string[]): Promise<string[]> => [
  ...new Set((await rowsNaming(server.database.db, names)).map((finding) => finding.where)),
];

describe('account deletion, end to end through the e-mail', () => {
  it('leaves no row and no blob naming the customer, takes nothing from another, and frees the e-mail', async () => {
    const ann = await signUp(server, 'Ann');
    const bob = await signUp(server, 'Bob');
    const annShared = await giveEveryKindOfData(server, ann, bob);
    const bobShared = await giveEveryKindOfData(server, bob, ann);
    const bobsArchiveOfAnns = await downloadSharedAlbum(
      server,
      bob,
      ann,
      annShared.sharedAlbumId,
      1,
    );
    await downloadSharedAlbum(server, ann, bob, bobShared.sharedAlbumId, 1);
    const annNames = namesOf(ann, await customerId(ann));
    const bobNames = namesOf(bob, await customerId(bob));

    // Ann's data is in every module before.
    expect(await tablesNaming(annNames)).toEqual(
      expect.arrayContaining([
        'activation_statuses',
        'albums',
        'albums_photos',
        'customer_customers',
        'downloads_archives',
        'email_gateway_subscriptions',
        'exports_backups',
        'exports_chunks',
        'identity_accounts',
        'identity_email_changes',
        'identity_oidc_payloads',
        'invoices_invoices',
        'mail_outbox',
        'orders_products',
        'orders_super_orders',
        'payment_methods',
        'pdf_product_pdfs',
        'photo_deletion_first_seen',
        'photo_deletion_order_dates',
        'photo_management_libraries',
        'photo_management_month_counts',
        'photo_management_photos',
        'projects_projects',
        'shared_albums',
        'shared_albums_participants',
        'temp_selections',
        'uploads_files',
        'widget_gallery_entries',
        'widgets_shares',
        'widgets_widgets',
      ]),
    );
    expect(await blobsNaming(server.settings.DATA_DIR, annNames)).not.toEqual([]);
    expect(await jobRecordsNaming(annNames)).not.toEqual([]);
    // What is Bob's alone must stay as it is; his part in Ann's shared album, and his archive
    // of her photos, end with her account.
    const annsToo = [...annNames, annShared.sharedAlbumId, bobsArchiveOfAnns];
    const bobsOwnRows = (await rowsNaming(server.database.db, bobNames)).filter(
      (finding) => !annsToo.some((name) => finding.text.includes(name)),
    );
    const bobsBlobs = (await blobsNaming(server.settings.DATA_DIR, bobNames)).filter(
      (key) => !key.includes(bobsArchiveOfAnns),
    );

    await deleteAccountThroughTheEmail(server, ann);

    // At once: the sign-in is over and the app is told to sign out.
    expect((await refreshTokens(server, ann.refreshToken)).status).toBe(400);
    const record = await customerRecord(server, ann);
    expect(record === 404 || (typeof record === 'object' && record.accountDeleted)).toBe(true);

    await deletionsFinished(server.database.db);
    expect(await rowsNaming(server.database.db, annNames)).toEqual([]);
    expect(await blobsNaming(server.settings.DATA_DIR, annNames)).toEqual([]);
    expect(await jobRecordsNaming(annNames)).toEqual([]);
    expect(await customerRecord(server, ann)).toBe(404);

    const bobsRowsAfter = (await rowsNaming(server.database.db, bobNames)).map((row) => row.text);
    for (const row of bobsOwnRows) {
      expect(bobsRowsAfter, `${row.where} lost a row of Bob's`).toContain(row.text);
    }
    expect(await blobsNaming(server.settings.DATA_DIR, bobNames)).toEqual(bobsBlobs);
    const bobsArchives = DownloadListSchema.parse(
      await (await callAs(server, bob, 'GET', '/downloads/downloads')).json(),
    ).items;
    expect(bobsArchives.find((item) => item.id === bobsArchiveOfAnns)).toMatchObject({
      status: 'EXPIRED',
      photoCount: 0,
    });
    expect(await customerRecord(server, bob)).toMatchObject({ email: bob.email });

    // The old password signs in no more; the address registers afresh, as a new customer.
    const signIn = await beginSignIn(server);
    const refused = await signIn.browser.postForm(`${signIn.interactionUrl}/sign-in`, {
      email: ann.email,
      password: ann.password,
    });
    expect(refused.status).toBe(401);
    const again = await register(server, {
      firstName: 'Ann',
      lastName: 'Again',
      email: ann.email,
      password: 'another-long-password',
    });
    expect(jwtPayload(again.tokens.access_token).sub).not.toBe(ann.sub);
  });
});
