import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivationResponseSchema } from '@my-account/contract/activation';
import {
  PhotoPageSchema,
  PhotoUserSummarySchema,
  TimelineCountsSchema,
} from '@my-account/contract/photos';
import { testPhoto } from '../../../test/support/photo-library.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { IMPORT_QUEUE } from './import.jobs.ts';
import {
  activationStatus,
  call,
  expectImportMessages,
  notActivatedCustomer,
  pushClient,
  settle,
  tokenFor,
  waitForStatus,
} from './activation-test-support.ts';

let server: TestServer;
let enqueued: string[];

beforeAll(async () => {
  server = await startTestServer();
  // Count the imports queued, whichever job adapter runs (database or BullMQ).
  enqueued = [];
  const jobs = server.ctx.jobs;
  const enqueue = jobs.enqueue.bind(jobs);
  jobs.enqueue = async (queue, payload, options) => {
    if (queue === IMPORT_QUEUE) {
      enqueued.push(JSON.stringify(payload));
    }
    return enqueue(queue, payload, options);
  };
});
afterAll(async () => {
  await server.close();
});

const ACTIVATE = '/api/photo-management/users/activate';

async function activate(token: string): Promise<{ status: number; body: string }> {
  const response = await call(server, token, 'POST', ACTIVATE);
  return {
    status: response.status,
    body: ActivationResponseSchema.parse(await response.json()).status,
  };
}

describe('activation status', () => {
  it('is ACTIVE for a customer with nothing to import; activating changes nothing', async () => {
    const token = await tokenFor(server, 'new-customer');
    expect(await activationStatus(server, token)).toBe('ACTIVE');
    expect(await activate(token)).toEqual({ status: 200, body: 'ACTIVE' });
    expect(enqueued).toEqual([]);
  });

  it('needs a token, and refuses a malformed body', async () => {
    expect((await fetch(`${server.baseUrl}${ACTIVATE}`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}${ACTIVATE}`, { method: 'POST' })).status).toBe(401);
    const token = await tokenFor(server, 'new-customer');
    const broken = await fetch(`${server.baseUrl}${ACTIVATE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
  });
});

describe('activating a library with past uploads', () => {
  it('queues one import for concurrent calls, imports through the pipeline and pushes to the customer only', async () => {
    const sub = 'importing-customer';
    const token = await tokenFor(server, sub);
    const otherToken = await tokenFor(server, 'bystander');
    const uploadIds = await notActivatedCustomer(server, sub, [
      'gps_DSCN0010.jpg', // 2008-10
      'Canon_40D.jpg', // 2008-05
      'gps_DSCN0010.jpg', // the same file in another order: one photo
      'xmp_no_exif.jpg', // Unknown Date
      'corrupted.jpg', // refused by the pipeline: skipped, the rest still comes
    ]);
    expect(await activationStatus(server, token)).toBe('NOT_ACTIVE');
    const own = await pushClient(server, token);
    const other = await pushClient(server, otherToken);

    // Jobs are not running yet: every call sees the same import, and only one is queued.
    const answers = await Promise.all(Array.from({ length: 6 }, () => activate(token)));
    expect(answers).toEqual(Array.from({ length: 6 }, () => ({ status: 202, body: 'IMPORTING' })));
    expect(enqueued).toHaveLength(1);
    expect(await activationStatus(server, token)).toBe('IMPORTING');

    await server.ctx.jobs.start();
    const messages = await own.importUntilEnd();
    expectImportMessages(
      messages,
      { imported: 0, total: 4 },
      { type: 'import-finished', imported: 3, total: 4 },
    );
    expect(await activationStatus(server, token)).toBe('ACTIVE');

    const page = PhotoPageSchema.parse(
      await (await call(server, token, 'GET', '/api/photo-management/photos')).json(),
    );
    expect(page.images.map((photo) => photo.localFileName).sort()).toEqual([
      'Canon_40D.jpg',
      'gps_DSCN0010.jpg',
      'xmp_no_exif.jpg',
    ]);
    for (const photo of page.images) {
      expect(uploadIds).toContain(photo.uploadId);
      expect(photo.thumbnails.map((thumbnail) => thumbnail.id)).toEqual(['300', '800', '1300']);
    }
    const timeline = TimelineCountsSchema.parse(
      await (await call(server, token, 'GET', '/api/photo-management/users/timeline')).json(),
    );
    expect(timeline.timeline).toEqual([
      { year: 2008, month: 10, count: 1 },
      { year: 2008, month: 5, count: 1 },
      { year: 1970, month: 1, count: 1 },
    ]);

    // Activated: another call answers ACTIVE and queues nothing.
    expect(await activate(token)).toEqual({ status: 200, body: 'ACTIVE' });
    expect(enqueued).toHaveLength(1);

    await settle();
    expect(own.received).toHaveLength(messages.length);
    expect(other.received).toEqual([]);
    expect(await activationStatus(server, otherToken)).toBe('ACTIVE');
    const summary = PhotoUserSummarySchema.parse(
      await (await call(server, otherToken, 'GET', '/api/photo-management/users')).json(),
    );
    expect(summary.photosCount).toBe(0);
    own.close();
    other.close();
  });

  it('counts photos already in the library as imported and never doubles them', async () => {
    const sub = 'customer-with-photos';
    const token = await tokenFor(server, sub);
    await notActivatedCustomer(server, sub, ['Canon_40D.jpg', 'gps_DSCN0010.jpg']);
    // The customer uploaded one of them by hand before activating.
    const form = new FormData();
    const bytes = await readFile(testPhoto('Canon_40D.jpg'));
    form.append('file', new Blob([new Uint8Array(bytes)]), 'by-hand.jpg');
    const upload = await fetch(`${server.baseUrl}/api/photo-management/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);

    const push = await pushClient(server, token);
    expect(await activate(token)).toEqual({ status: 202, body: 'IMPORTING' });
    expectImportMessages(
      await push.importUntilEnd(),
      { imported: 1, total: 2 },
      { type: 'import-finished', imported: 2, total: 2 },
    );
    await waitForStatus(server, token, 'ACTIVE');
    const page = PhotoPageSchema.parse(
      await (await call(server, token, 'GET', '/api/photo-management/photos')).json(),
    );
    expect(page.images.map((photo) => photo.localFileName).sort()).toEqual([
      'by-hand.jpg',
      'gps_DSCN0010.jpg',
    ]);
    push.close();
  });
});
