import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoPageSchema } from '@my-account/contract/photos';
import {
  freePort,
  openSharedTestDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from '../../../test/support/test-redis.ts';
import { createActivationDeps } from './activation.deps.ts';
import { findActivation, startImport } from './activation.repository.ts';
import { ImportInterruptedError, runImport } from './import.jobs.ts';
import {
  activationStatus,
  call,
  notActivatedCustomer,
  pushClient,
  settle,
  tokenFor,
  waitForStatus,
} from './activation-test-support.ts';

const FILES = ['Canon_40D.jpg', 'gps_DSCN0010.jpg', 'xmp_no_exif.jpg', 'mobile_jolla.jpg'];

async function photoNames(server: TestServer, token: string): Promise<string[]> {
  const response = await call(server, token, 'GET', '/api/photo-management/photos');
  return PhotoPageSchema.parse(await response.json())
    .images.map((photo) => photo.localFileName)
    .sort();
}

async function importIdOf(server: TestServer, accountId: string): Promise<string> {
  const row = await findActivation(server.database.db, accountId);
  if (!row?.import_id) {
    throw new Error('no import under way');
  }
  return row.import_id;
}

async function activate(server: TestServer, token: string): Promise<void> {
  const response = await call(server, token, 'POST', '/api/photo-management/users/activate');
  expect(response.status).toBe(202);
}

describe('an import cut short by a restart', () => {
  it('resumes on the next start, skipping what is in the library already', async () => {
    const shared = await openSharedTestDatabase();
    const port = await freePort();
    const redisUrl = process.env.TEST_REDIS_URL;
    // One Redis prefix for both servers, so the queued job outlives the first (as in production).
    const redisPrefix = uniqueRedisPrefix();
    const env: Record<string, string> = redisUrl ? { REDIS_PREFIX: redisPrefix } : {};
    const sub = 'restarted-customer';
    try {
      const first = await startTestServer({ database: shared, port, env });
      const token = await tokenFor(first, sub);
      await notActivatedCustomer(first, sub, FILES);
      await activate(first, token);

      // The first server imports two files, then stops (as on SIGTERM) between two files.
      const deps = createActivationDeps(first.ctx);
      let checks = 0;
      const signal = {
        get stopping() {
          checks += 1;
          return checks > 1;
        },
      };
      const payload = { accountId: sub, importId: await importIdOf(first, sub) };
      await expect(
        runImport(deps, payload, { attempt: 1, maxAttempts: 8 }, signal),
      ).rejects.toThrow(ImportInterruptedError);
      expect(await activationStatus(first, token)).toBe('IMPORTING');
      expect(await photoNames(first, token)).toHaveLength(2);
      await first.close();

      const second = await startTestServer({ database: shared, port, env });
      try {
        const push = await pushClient(second, token);
        await second.ctx.jobs.start();
        const started = await push.nextImportMessage();
        expect([started.type, started.data.payload]).toEqual([
          'import-started',
          { imported: 2, total: 4 },
        ]);
        const finished = await push.nextImportMessage();
        expect([finished.type, finished.data.payload]).toEqual([
          'import-finished',
          { imported: 4, total: 4 },
        ]);
        await waitForStatus(second, token, 'ACTIVE');
        expect(await photoNames(second, token)).toEqual([...FILES].sort());
        push.close();
      } finally {
        await second.close();
      }
    } finally {
      await shared.destroy();
      if (redisUrl) {
        await deleteRedisKeys(redisUrl, redisPrefix);
      }
    }
  });
});

describe('import attempts: progress, failure, a dead job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports progress as further import-started messages between batches', async () => {
    const sub = 'progress-customer';
    const token = await tokenFor(server, sub);
    await notActivatedCustomer(server, sub, FILES);
    const push = await pushClient(server, token);
    await activate(server, token);
    const deps = createActivationDeps(server.ctx);
    const payload = { accountId: sub, importId: await importIdOf(server, sub) };
    await runImport(
      deps,
      payload,
      { attempt: 1, maxAttempts: 8 },
      {
        stopping: false,
        progressIntervalMs: 0,
      },
    );
    const messages = await push.importUntilEnd();
    expect(messages.map((message) => [message.type, message.data.payload])).toEqual([
      ['import-started', { imported: 0, total: 4 }],
      ['import-started', { imported: 2, total: 4 }],
      ['import-finished', { imported: 4, total: 4 }],
    ]);
    expect(await activationStatus(server, token)).toBe('ACTIVE');
    push.close();
  });

  it('retries while attempts remain; on the last one it goes back to NOT_ACTIVE and says so', async () => {
    const sub = 'failing-customer';
    const token = await tokenFor(server, sub);
    const bystander = await pushClient(server, await tokenFor(server, 'failing-bystander'));
    await notActivatedCustomer(server, sub, FILES.slice(0, 2));
    const push = await pushClient(server, token);
    await activate(server, token);
    const firstImport = await importIdOf(server, sub);

    const deps = createActivationDeps(server.ctx);
    const blobs = server.ctx.blobs;
    const get = blobs.get.bind(blobs);
    blobs.get = () => Promise.reject(new Error('the blob store is away'));
    const payload = { accountId: sub, importId: firstImport };
    const running = { stopping: false };
    try {
      await expect(
        runImport(deps, payload, { attempt: 1, maxAttempts: 8 }, running),
      ).rejects.toThrow('the blob store is away');
      expect(await activationStatus(server, token)).toBe('IMPORTING');
      await expect(
        runImport(deps, payload, { attempt: 8, maxAttempts: 8 }, running),
      ).rejects.toThrow('the blob store is away');
    } finally {
      blobs.get = get;
    }
    expect(await activationStatus(server, token)).toBe('NOT_ACTIVE');
    const messages = [await push.nextImportMessage(), await push.nextImportMessage()];
    const error = await push.nextImportMessage();
    expect(messages.map((message) => message.type)).toEqual(['import-started', 'import-started']);
    expect([error.type, error.data.payload]).toEqual(['import-error', { imported: 0, total: 2 }]);

    // Activating again starts a new import; the first one's job, should it run, does nothing.
    await activate(server, token);
    expect(await importIdOf(server, sub)).not.toBe(firstImport);
    await server.ctx.jobs.start();
    const restarted = await push.nextImportMessage();
    expect([restarted.type, restarted.data.payload]).toEqual([
      'import-started',
      { imported: 0, total: 2 },
    ]);
    const done = await push.nextImportMessage();
    expect([done.type, done.data.payload]).toEqual(['import-finished', { imported: 2, total: 2 }]);
    await waitForStatus(server, token, 'ACTIVE');
    const staleDeps = createActivationDeps(server.ctx);
    await runImport(staleDeps, payload, { attempt: 1, maxAttempts: 8 }, running);
    expect(await photoNames(server, token)).toEqual(FILES.slice(0, 2).sort());

    await settle();
    expect(bystander.received).toEqual([]);
    push.close();
    bystander.close();
  });

  it('ends an import that was never queued (a crash in between) after a grace period', async () => {
    const db = server.database.db;
    const crashed = 'crashed-before-queueing';
    const crashedToken = await tokenFor(server, crashed);
    await notActivatedCustomer(server, crashed, FILES.slice(0, 1));
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    expect(await startImport(db, crashed, 'import-never-queued', tenMinutesAgo)).toBe(true);
    const starting = 'being-queued-now';
    const startingToken = await tokenFor(server, starting);
    await notActivatedCustomer(server, starting, FILES.slice(0, 1));
    expect(await startImport(db, starting, 'import-queued-now', new Date().toISOString())).toBe(
      true,
    );

    // Not stuck in IMPORTING for good: it ends, and the customer can activate again.
    expect(await activationStatus(server, crashedToken)).toBe('NOT_ACTIVE');
    expect(await activationStatus(server, startingToken)).toBe('IMPORTING');
  });

  it('ends an import whose job died for good when the status is asked', async () => {
    const sub = 'abandoned-customer';
    const token = await tokenFor(server, sub);
    await notActivatedCustomer(server, sub, FILES.slice(0, 1));
    const jobs = server.ctx.jobs;
    const stop = jobs.stop.bind(jobs);
    // Keep the job from running: it stands for a job whose runner was killed on its last attempt.
    await stop();
    await activate(server, token);
    const push = await pushClient(server, token);
    const status = jobs.status.bind(jobs);
    jobs.status = async (queue, id) => {
      const report = await status(queue, id);
      return report && { ...report, state: 'failed' };
    };
    try {
      expect(await activationStatus(server, token)).toBe('NOT_ACTIVE');
    } finally {
      jobs.status = status;
    }
    const error = await push.nextImportMessage();
    expect([error.type, error.data.payload]).toEqual(['import-error', { imported: 0, total: 0 }]);
    expect(await activationStatus(server, token)).toBe('NOT_ACTIVE');
    push.close();
  });
});
