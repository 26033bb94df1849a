import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupSchema } from '@my-account/contract/backups';
import {
  openRestartingServers,
  type RestartingServers,
} from '../../../test/support/restarting-servers.ts';
import {
  insertTestPhotos,
  startPhotoLibraryServer,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { listOutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';
import { colourJpeg, openZip } from '../downloads/zip-test-support.ts';
import { chunkBlobKey } from './exports.deps.ts';
import { createExportsDeps } from './exports.deps.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { createDatabaseJobQueue } from '../../platform/jobs/database-job-queue.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { BACKUP_QUEUE, enqueueBackupJob, registerBackupJobs } from './exports.jobs.ts';
import {
  deleteBackup,
  findBackup,
  insertBackup,
  insertChunk,
  listChunks,
  updateBackup,
} from './exports.repository.ts';
import { sweepExports } from './exports.sweep.ts';

describe('exports across a restart and on failure', () => {
  let restarts: RestartingServers | undefined;
  let library: PhotoLibraryServer | undefined;

  afterEach(async () => {
    await restarts?.close();
    restarts = undefined;
    await library?.close();
    library = undefined;
  });

  it('starts an interrupted export over on the next server, leaving no stale chunk', async () => {
    restarts = await openRestartingServers();
    const first = await restarts.start();
    const token = await signAccessToken(first, { claims: { sub: 'frank', idp_sub: 'frank' } });
    const original = await colourJpeg('olive');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'one.jpg');
    const headers = { authorization: `Bearer ${token}` };
    const api = `${first.baseUrl}/api/photo-management`;
    expect((await fetch(`${api}/photos`, { method: 'POST', headers, body: form })).status).toBe(
      201,
    );
    const created = await fetch(`${api}/backups`, { method: 'POST', headers });
    const { id } = BackupSchema.parse(await created.json());

    // What a server killed mid-export leaves: IN_PROGRESS, and a chunk that may be partial.
    const db = restarts.shared.database.db;
    await updateBackup(db, id, ['REQUESTED'], { status: 'IN_PROGRESS' }, new Date().toISOString());
    const staleKey = chunkBlobKey('frank', id, 7);
    await first.ctx.blobs.put(staleKey, Readable.from([Buffer.from('partial')]));
    await insertChunk(db, {
      backup_id: id,
      iteration: 7,
      blob_key: staleKey,
      size: 7,
      created_at: new Date().toISOString(),
    });
    await restarts.stopLatest();

    const second = await restarts.start();
    await second.ctx.jobs.start();
    await waitFor(async () => ((await findBackup(db, id))?.status === 'READY' ? true : undefined), {
      what: 'the export to be finished by the new server',
      timeoutMs: 20_000,
    });
    const chunks = await listChunks(db, id);
    expect(chunks.map((chunk) => chunk.iteration)).toEqual([1]);
    expect(await second.ctx.blobs.head(staleKey)).toBeUndefined();
    const stream = await second.ctx.blobs.get(chunks[0]?.blob_key ?? '');
    const zip = openZip(Buffer.concat((await stream.toArray()) as Buffer[]));
    expect(zip.names).toEqual(['one.jpg']);
  }, 40_000);

  it('fails an export whose job is gone at the sweep, and leaves a running one alone', async () => {
    const server = await startPhotoLibraryServer();
    library = server;
    const token = await server.tokenFor('hugo');
    const db = server.server.database.db;
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const row = (id: string, updatedAt: string) => ({
      id,
      owner_id: 'hugo',
      status: 'IN_PROGRESS' as const,
      email: null,
      origin: server.server.baseUrl,
      // Never queued (a crash between recording it and queueing it), or its job is long gone.
      job_id: null,
      created_at: hourAgo,
      updated_at: updatedAt,
      expires_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    });
    await insertBackup(db, row('dead-export', hourAgo));
    await insertBackup(db, row('just-started', new Date().toISOString()));

    const deps = createExportsDeps(server.server.ctx);
    expect(await sweepExports(deps)).toEqual({ expired: 0, failed: 1 });
    const dead = BackupSchema.parse(
      await (await server.call(token, 'GET', '/backups/dead-export')).json(),
    );
    expect(dead).toEqual({ id: 'dead-export', status: 'FAILED' });
    expect((await findBackup(db, 'just-started'))?.status).toBe('IN_PROGRESS');
    expect(await sweepExports(deps)).toEqual({ expired: 0, failed: 0 });
  }, 30_000);

  it('ends as FAILED when the originals cannot be read', async () => {
    library = await startPhotoLibraryServer();
    const token = await library.tokenFor('gina');
    await insertTestPhotos(library.server.database.db, 'gina', [{}, {}]);
    const created = await library.call(token, 'POST', '/backups');
    const { id } = BackupSchema.parse(await created.json());
    const failed = await waitFor(
      async () => {
        const backup = BackupSchema.parse(
          await (await library?.call(token, 'GET', `/backups/${id}`))?.json(),
        );
        return backup.status === 'FAILED' ? backup : undefined;
      },
      { what: 'the export to fail', timeoutMs: 20_000 },
    );
    expect(failed).toEqual({ id, status: 'FAILED' });
    // The customer is told, with the link to the export page (which says 'Export error').
    const mail = await waitFor(
      async () => {
        const db = library?.server.database.db;
        const { mails } = db ? await listOutboxMail(db, { limit: 10 }) : { mails: [] };
        return mails.find((candidate) => candidate.text.includes(`/my-photos/exports/${id}`));
      },
      { what: 'the failure e-mail' },
    );
    // The test server's origin names no vendor: the default vendor's brand and texts.
    expect(mail.subject).toBe('Your Photobox photo export could not be made');
    expect(mail.to).toBe('someone@example.com');
  }, 30_000);

  it('leaves no chunk of an export whose backup was deleted (with its account) while it ran', async () => {
    library = await startPhotoLibraryServer();
    const ctx = library.server.ctx;
    const token = await library.tokenFor('ivo');
    const form = new FormData();
    const original = await colourJpeg('teal');
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'one.jpg');
    const uploaded = await fetch(`${library.server.baseUrl}/api/photo-management/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const db = ctx.database.db;
    const now = new Date().toISOString();
    await insertBackup(db, {
      id: 'deleted-meanwhile',
      owner_id: 'ivo',
      status: 'REQUESTED',
      email: null,
      origin: library.server.baseUrl,
      job_id: null,
      created_at: now,
      updated_at: now,
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    // The account's deletion takes the backup's row while the job writes its first chunk.
    const blobs: BlobStore = {
      ...ctx.blobs,
      async put(key, body) {
        if (key.startsWith('exports/')) {
          await deleteBackup(db, 'deleted-meanwhile');
        }
        return ctx.blobs.put(key, body);
      },
    };
    const jobs = createDatabaseJobQueue({
      db,
      logger: silentLogger(),
      concurrency: 1,
      retryDelayMs: 10,
    });
    registerBackupJobs({ ...createExportsDeps(ctx), blobs, jobs });
    await jobs.start();
    try {
      const jobId = await enqueueBackupJob(jobs, 'deleted-meanwhile');
      await waitFor(
        async () =>
          (await jobs.status(BACKUP_QUEUE, jobId))?.state === 'completed' ? true : undefined,
        { what: 'the export job to end' },
      );
    } finally {
      await jobs.stop();
    }
    expect(await listChunks(db, 'deleted-meanwhile')).toEqual([]);
    expect(await ctx.blobs.head(chunkBlobKey('ivo', 'deleted-meanwhile', 1))).toBeUndefined();
  }, 30_000);
});
