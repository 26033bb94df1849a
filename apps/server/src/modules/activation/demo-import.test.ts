import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnonymousUploadsSchema } from '@my-account/contract/activation';
import { PhotoUserSummarySchema, TimelineCountsSchema } from '@my-account/contract/photos';
import { jwtPayload, signIn } from '../../../test/support/oidc-browser.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import { DEMO_EMAILS, findAccountIdByEmail } from '../identity/identity.public.ts';
import { listUploadsOfAccount } from '../uploads/uploads.public.ts';
import {
  DEMO_ANONYMOUS_UPLOADS,
  DEMO_IMPORT_PHOTOS,
  DEMO_IMPORT_REPEATS,
  DEMO_IMPORT_UNDATED,
  demoUploadId,
  seedImportDemo,
} from './demo-import.ts';
import {
  activationStatus,
  call,
  expectImportMessages,
  pushClient,
  waitForStatus,
} from './activation-test-support.ts';

let server: TestServer;
let token: string;
let accountId: string;

beforeAll(async () => {
  server = await startDemoServer();
  await server.ctx.jobs.start();
  const id = await findAccountIdByEmail(server.database.db, DEMO_EMAILS.notActivated);
  if (!id) {
    throw new Error('the import demo account is missing');
  }
  accountId = id;
  ({
    tokens: { access_token: token },
  } = await signIn(server, { email: DEMO_EMAILS.notActivated, password: 'demo-password' }));
});
afterAll(async () => {
  await server.close();
});

describe('the import demo', () => {
  it('seeds past uploads once, and the customer activates and watches the import finish', async () => {
    const seedingStarted = Date.now();
    const stored = await seedImportDemo(server.database.db, server.ctx.blobs, accountId);
    const seedingMs = Date.now() - seedingStarted;
    expect(stored).toBe(DEMO_IMPORT_PHOTOS + DEMO_IMPORT_REPEATS);
    expect(await seedImportDemo(server.database.db, server.ctx.blobs, accountId)).toBe(0);
    expect(await listUploadsOfAccount(server.database.db, accountId)).toHaveLength(stored);
    expect(String(jwtPayload(token).sub)).toBe(accountId);

    const anonymousIds = Array.from({ length: DEMO_ANONYMOUS_UPLOADS }, (_, index) =>
      demoUploadId('anonymous', index),
    );
    const anonymous = await call(server, token, 'POST', '/api/uploads/getanonymousuploads', [
      ...anonymousIds,
      demoUploadId('order', 0),
    ]);
    expect(AnonymousUploadsSchema.parse(await anonymous.json()).map((u) => u.id)).toEqual(
      anonymousIds,
    );

    expect(await activationStatus(server, token)).toBe('NOT_ACTIVE');
    const push = await pushClient(server, token);
    const importStarted = Date.now();
    const response = await call(server, token, 'POST', '/api/photo-management/users/activate');
    expect(response.status).toBe(202);
    const messages = await push.importUntilEnd();
    const importMs = Date.now() - importStarted;
    expectImportMessages(
      messages,
      { imported: 0, total: DEMO_IMPORT_PHOTOS },
      { type: 'import-finished', imported: DEMO_IMPORT_PHOTOS, total: DEMO_IMPORT_PHOTOS },
    );
    await waitForStatus(server, token, 'ACTIVE');
    console.info(
      `import demo: seeding ${seedingMs} ms, import ${importMs} ms, ${messages.length} messages`,
    );

    const summary = PhotoUserSummarySchema.parse(
      await (await call(server, token, 'GET', '/api/photo-management/users')).json(),
    );
    expect(summary.photosCount).toBe(DEMO_IMPORT_PHOTOS);
    const { timeline } = TimelineCountsSchema.parse(
      await (await call(server, token, 'GET', '/api/photo-management/users/timeline')).json(),
    );
    expect(timeline.at(-1)).toEqual({ year: 1970, month: 1, count: DEMO_IMPORT_UNDATED });
    // Spread over several months of the last three years.
    expect(timeline.length).toBeGreaterThan(4);
    const thisYear = new Date().getUTCFullYear();
    for (const month of timeline.slice(0, -1)) {
      expect(month.year).toBeGreaterThanOrEqual(thisYear - 4);
    }
    push.close();
  });
});
