import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import {
  accountDeletionConfirmPath,
  accountDeletionRequestPath,
} from '@my-account/contract/account-deletion';
import { BackupSchema, CreatedBackupSchema } from '@my-account/contract/backups';
import { CreatedAlbumSchema } from '@my-account/contract/albums';
import { DownloadListSchema } from '@my-account/contract/downloads';
import { PhotoSchema, PHOTO_UPLOAD_FIELD } from '@my-account/contract/photos';
import { CustomerSchema } from '@my-account/contract/customer';
import { MY_SUBSCRIPTION_PATH, subscriptionConfirmPath } from '@my-account/contract/newsletter';
import type { Database } from '../../src/platform/database/schema.ts';
import { ownerFolder } from '../../src/platform/blobs/owner-folder.ts';
import { listOutboxMail } from '../../src/platform/mailer/mail-outbox.repository.ts';
import { notActivatedCustomer } from '../../src/modules/activation/activation-test-support.ts';
import { insertLegacySharedAlbum } from '../../src/modules/shared-albums/legacy-shared-album.ts';
import {
  firstSeenAt,
  insertOrderDate,
} from '../../src/modules/photo-deletion/photo-deletion.repository.ts';
import { recordPaymentMethod } from '../../src/modules/payment-methods/payment-methods.service.ts';
import { placeSuperOrder } from '../../src/modules/orders/orders-intake.service.ts';
import { insertMissingInvoices } from '../../src/modules/invoices/invoices.repository.ts';
import { sampleOrder } from '../../src/modules/orders/orders-test-support.ts';
import { NewSuperOrderSchema } from '@my-account/contract/orders';
import { tableNames } from './database-tables.ts';
import { jwtPayload, register } from './oidc-browser.ts';
import { testPhoto } from './photo-library.ts';
import type { TestServer } from './test-server.ts';
import { waitFor } from './wait-for.ts';
import { publishAndShareBook } from './widget-data.ts';

/** A customer registered through the sign-in pages, with the tokens of that sign-in. */
export interface SignedUpCustomer {
  email: string;
  password: string;
  sub: string;
  accessToken: string;
  refreshToken: string;
  /** Set once `giveEveryKindOfData` has run: ids that name their data. */
  photoIds: string[];
  uploadIds: string[];
}

export async function signUp(server: TestServer, name: string): Promise<SignedUpCustomer> {
  const customer = {
    firstName: name,
    lastName: 'Tester',
    email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'a-long-enough-password',
  };
  const { tokens } = await register(server, customer);
  const sub = jwtPayload(tokens.access_token).sub;
  if (typeof sub !== 'string') {
    throw new Error('The access token has no sub');
  }
  return {
    email: customer.email,
    password: customer.password,
    sub,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    photoIds: [],
    uploadIds: [],
  };
}

/** Calls `/api` + path as the customer, with a JSON body when given. */
export function callAs(
  server: TestServer,
  customer: Pick<SignedUpCustomer, 'accessToken'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${customer.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectStatus(response: Response, status: number): Promise<unknown> {
  if (response.status !== status) {
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  }
  return status === 204 ? undefined : response.json();
}

async function uploadPhoto(server: TestServer, customer: SignedUpCustomer, file: string) {
  const form = new FormData();
  form.append(PHOTO_UPLOAD_FIELD, new Blob([await readFile(testPhoto(file))]), file);
  const response = await fetch(`${server.baseUrl}/api/photo-management/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.accessToken}` },
    body: form,
  });
  return PhotoSchema.parse(await expectStatus(response, 201)).imageId;
}

async function waitForDownloads(server: TestServer, customer: SignedUpCustomer, count: number) {
  await waitFor(
    async () => {
      const list = DownloadListSchema.parse(
        await expectStatus(await callAs(server, customer, 'GET', '/downloads/downloads'), 200),
      );
      const ready = list.items.filter((item) => item.status === 'READY');
      return ready.length >= count ? true : undefined;
    },
    { what: `${String(count)} ready archives`, timeoutMs: 30_000, intervalMs: 100 },
  );
}

async function exportLibrary(server: TestServer, customer: SignedUpCustomer): Promise<void> {
  const created = CreatedBackupSchema.parse(
    await expectStatus(await callAs(server, customer, 'POST', '/photo-management/backups'), 202),
  );
  await waitFor(
    async () => {
      const response = await callAs(
        server,
        customer,
        'GET',
        `/photo-management/backups/${created.id}`,
      );
      const backup = BackupSchema.parse(await expectStatus(response, 200));
      return backup.status === 'READY' ? true : undefined;
    },
    { what: 'a ready export', timeoutMs: 30_000, intervalMs: 100 },
  );
}

/**
 * Gives the customer data in every module: photos (originals and thumbnails), an album, a legacy
 * shared album shared with `friend` (and a place in one of the friend's), archives (one of the
 * friend's shared album), an export with its e-mail, a temp selection, past uploads awaiting
 * activation, order dates, a payment method, an order of prints and a book of their photos (the
 * book online, shared by e-mail and in the gallery), a saved project, a pending
 * e-mail change, a newsletter subscription confirmed through its mail. Both customers must be
 * signed up; run it for both.
 */
export async function giveEveryKindOfData(
  server: TestServer,
  customer: SignedUpCustomer,
  friend: SignedUpCustomer,
): Promise<{ sharedAlbumId: string }> {
  const db = server.database.db;
  customer.photoIds = [
    await uploadPhoto(server, customer, 'Canon_40D.jpg'),
    await uploadPhoto(server, customer, 'gps_DSCN0010.jpg'),
  ];
  const [first = '', second = ''] = customer.photoIds;

  const albumId = CreatedAlbumSchema.parse(
    await expectStatus(
      await callAs(server, customer, 'POST', '/photo-management/albums', { name: 'Holiday' }),
      201,
    ),
  ).albumId;
  await expectStatus(
    await callAs(server, customer, 'POST', `/photo-management/albums/${albumId}/photos`, {
      photoIds: [first],
    }),
    204,
  );
  const sharedAlbumId = await insertLegacySharedAlbum(db, {
    ownerId: customer.sub,
    ownerEmail: customer.email,
    name: 'Shared by me',
    participants: [{ userId: friend.sub, email: friend.email }],
    photos: [{ photoId: second, ownerId: customer.sub }],
  });

  await expectStatus(
    await callAs(server, customer, 'POST', '/downloads/downloads', {
      id: randomUUID(),
      photos: customer.photoIds,
    }),
    202,
  );
  await expectStatus(
    await callAs(server, customer, 'POST', '/photo-management/temp-selections', {
      photoIds: [first],
    }),
    201,
  );
  await exportLibrary(server, customer);
  customer.uploadIds = await notActivatedCustomer(server, customer.sub, ['mobile_jolla.jpg']);
  await insertOrderDate(db, {
    id: randomUUID(),
    customerId: customer.sub,
    orderedAt: '2024-05-01T10:00:00.000Z',
  });
  await firstSeenAt(db, customer.sub, new Date().toISOString());
  const record = await customerRecord(server, customer);
  if (typeof record === 'number') {
    throw new Error(`The customer record answered ${String(record)}`);
  }
  // As the shop records it after a checkout (its internal route is tested on its own).
  await recordPaymentMethod(db, record.id, {
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2031,
    tokenReference: `psp_tok_${customer.sub.slice(0, 8)}`,
  });
  // As the shop places it (its internal route is tested on its own): prints of both photos.
  const order = sampleOrder();
  const [prints, book] = order.products;
  const placed = await placeSuperOrder(
    { db, signer: server.ctx.imageUrlSigner },
    record.id,
    NewSuperOrderSchema.parse({
      ...order,
      deliveryAddress: { ...order.deliveryAddress, companyName: customer.email },
      // The book of the same photos, so it can go online as a widget.
      products: [
        { ...prints, photoIds: customer.photoIds },
        { ...book, photoIds: customer.photoIds },
      ],
    }),
  );
  await publishAndShareBook(server, customer.accessToken, book?.productCode ?? '');
  // Its invoice, as a business customer's would be (invoices are listed for those only).
  await insertMissingInvoices(db, [
    {
      id: randomUUID(),
      order_code: placed.orderCode,
      customer_id: record.id,
      number: `INV-TEST-${placed.orderCode}`,
      issued_at: placed.createdAt,
    },
  ]);
  // A saved project, as the prints order step saves its selection: prints of both photos.
  await expectStatus(
    await callAs(server, customer, 'POST', '/projects/api/v2/project', {
      title: 'Photo prints',
      articleCode: 'PAP_910',
      selection: {
        printSize: '10x15',
        finish: 'glossy',
        border: 'none',
        photos: customer.photoIds.map((photoId) => ({ photoId, quantity: 1 })),
      },
    }),
    201,
  );
  // An e-mail change asked for and not confirmed yet: its token row names the account.
  await expectStatus(
    await callAs(
      server,
      customer,
      'POST',
      `/identity/v2/identities/myaccount/${customer.sub}/emailchanges`,
      { email: `new-${customer.email}`, channel: 'photobox.co.uk' },
    ),
    202,
  );
  await subscribeToTheNewsletter(server, customer);
  await waitForDownloads(server, customer, 1);
  return { sharedAlbumId };
}

/** Subscribes and follows the confirmation link of the mail, as the app's public page does. */
async function subscribeToTheNewsletter(
  server: TestServer,
  customer: SignedUpCustomer,
): Promise<void> {
  await expectStatus(
    await callAs(server, customer, 'POST', `/email-gateway${MY_SUBSCRIPTION_PATH}`, {
      channel: 'photobox.co.uk',
    }),
    202,
  );
  const { mails } = await listOutboxMail(server.database.db, { limit: 10, to: customer.email });
  const token = mails
    .map((mail) => /\/subscription-confirmation\?confirmation-token=([\w-]+)/.exec(mail.text)?.[1])
    .find((found) => found !== undefined);
  if (!token) {
    throw new Error(`No newsletter confirmation link mailed to ${customer.email}`);
  }
  const confirmed = await fetch(
    `${server.baseUrl}/api/email-gateway${subscriptionConfirmPath({ email: customer.email, token })}`,
    { method: 'POST' },
  );
  await expectStatus(confirmed, 204);
}

/**
 * The friend downloads the customer's shared album: an archive of another customer's that holds
 * the customer's photo. Returns its id.
 */
export async function downloadSharedAlbum(
  server: TestServer,
  friend: SignedUpCustomer,
  owner: SignedUpCustomer,
  albumId: string,
  readyBefore: number,
): Promise<string> {
  const [, second = ''] = owner.photoIds;
  const id = randomUUID();
  await expectStatus(
    await callAs(server, friend, 'POST', '/downloads/shared-album-downloads', {
      id,
      albumId,
      photos: [{ photoId: second, ownerId: owner.sub }],
    }),
    202,
  );
  await waitForDownloads(server, friend, readyBefore + 1);
  return id;
}

/** The record a customer sees, or the status when there is none (404 after deletion). */
export async function customerRecord(server: TestServer, customer: SignedUpCustomer) {
  const response = await callAs(server, customer, 'GET', '/customer/customers/me');
  return response.status === 200 ? CustomerSchema.parse(await response.json()) : response.status;
}

/** Asks for the deletion, follows the e-mailed link's token, confirms. */
export async function deleteAccountThroughTheEmail(
  server: TestServer,
  customer: SignedUpCustomer,
): Promise<void> {
  const identity = { idpType: 'myaccount', idpSub: customer.sub };
  await expectStatus(
    await callAs(server, customer, 'POST', `/identity${accountDeletionRequestPath(identity)}`, {
      channel: 'photobox.co.uk',
    }),
    204,
  );
  const token = await confirmationTokenMailedTo(server.database.db, customer.email);
  await expectStatus(
    await callAs(
      server,
      customer,
      'POST',
      `/identity${accountDeletionConfirmPath(identity, token)}`,
    ),
    204,
  );
}

/** The token of the newest account deletion link mailed to the address (from the outbox). */
export async function confirmationTokenMailedTo(
  db: Kysely<Database>,
  email: string,
): Promise<string> {
  const { mails } = await listOutboxMail(db, { limit: 10, to: email });
  for (const mail of mails) {
    const link = /\/delete-account-confirmation\?confirmation-token=([\w-]+)/.exec(mail.text);
    if (link?.[1]) {
      return link[1];
    }
  }
  throw new Error(`No account deletion link mailed to ${email}`);
}

/** Waits until no deletion is left to carry out (its final pass removes the record). */
export async function deletionsFinished(db: Kysely<Database>, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    async () => {
      const left = await db.selectFrom('customer_data_deletions').select('id').execute();
      return left.length === 0 ? true : undefined;
    },
    { what: 'the deletion to finish', timeoutMs, intervalMs: 100 },
  );
}

/** Texts that name the customer wherever their data is kept. */
export function namesOf(customer: SignedUpCustomer, customerId: string): string[] {
  return [
    customer.sub,
    customerId,
    customer.email,
    ownerFolder(customer.sub),
    ...customer.photoIds,
    ...customer.uploadIds,
  ];
}

export interface Finding {
  where: string;
  text: string;
}

/** Every row of every table (all columns, as JSON) that contains one of the texts. */
export async function rowsNaming(
  db: Kysely<Database>,
  texts: readonly string[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const table of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    for (const row of rows) {
      const text = JSON.stringify(row);
      if (texts.some((needle) => text.includes(needle))) {
        findings.push({ where: table, text });
      }
    }
  }
  return findings;
}

/** Every blob key (files of the folder store, temporary ones included) under the data folder. */
export async function blobKeys(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'blobs');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

export const blobsNaming = async (dataDir: string, texts: readonly string[]): Promise<string[]> =>
  (await blobKeys(dataDir)).filter((key) => texts.some((needle) => key.includes(needle)));
