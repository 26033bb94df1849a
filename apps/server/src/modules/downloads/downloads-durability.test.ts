import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SignedUrlSchema } from '@my-account/contract/downloads';
import { PhotoSchema } from '@my-account/contract/photos';
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
import { createDownloadsDeps } from './downloads.deps.ts';
import { findDownload, insertDownload, updateDownload } from './downloads.repository.ts';
import { sweepDownloads } from './downloads.sweep.ts';
import { collectPush, colourJpeg, openZip, uploadPhoto } from './zip-test-support.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('download archives across a restart', () => {
  let restarts: RestartingServers | undefined;

  afterEach(async () => {
    await restarts?.close();
    restarts = undefined;
  });

  it('finishes an archive left half-made by a server that stopped', async () => {
    // Both servers share the database, the blob folder and (with Redis) the queue's prefix.
    restarts = await openRestartingServers();
    const { shared } = restarts;
    const first = await restarts.start();
    const token = await signAccessToken(first, { claims: { sub: 'carol', idp_sub: 'carol' } });
    const original = await colourJpeg('purple');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'kept.jpg');
    const uploaded = await fetch(`${first.baseUrl}/api/photo-management/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const photoId = PhotoSchema.parse(await uploaded.json()).imageId;

    // The first server takes the request but never runs its jobs (they are not started):
    // the archive is left IN_PROGRESS, as a server killed mid-zip leaves it.
    const id = randomUUID();
    const created = await fetch(`${first.baseUrl}/api/downloads/downloads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, photos: [photoId] }),
    });
    expect(created.status).toBe(202);
    await updateDownload(
      shared.database.db,
      'carol',
      id,
      ['PENDING'],
      { status: 'IN_PROGRESS' },
      new Date().toISOString(),
    );
    await restarts.stopLatest();

    const second = await restarts.start();
    await second.ctx.jobs.start();
    const row = await waitFor(
      async () => {
        const current = await findDownload(shared.database.db, 'carol', id);
        return current?.status === 'READY' ? current : undefined;
      },
      { what: 'the archive to be finished by the new server', timeoutMs: 20_000 },
    );
    expect(row.size).not.toBeNull();
    const urlResponse = await fetch(`${second.baseUrl}/api/downloads/downloads/${id}/url`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const zip = openZip(
      Buffer.from(
        await (await fetch(SignedUrlSchema.parse(await urlResponse.json()).url)).arrayBuffer(),
      ),
    );
    expect(zip.names).toEqual(['kept.jpg']);
    expect(zip.bytes('kept.jpg').equals(original)).toBe(true);
  }, 40_000);
});

describe('download archives that fail or expire', () => {
  let library: PhotoLibraryServer;

  afterEach(async () => {
    await library.close();
  });

  it('ends as FAILED with the error push when the originals cannot be read', async () => {
    library = await startPhotoLibraryServer();
    const token = await library.tokenFor('dave');
    // Rows without blobs: every attempt fails reading the original.
    const [photoId] = await insertTestPhotos(library.server.database.db, 'dave', [{}]);
    const push = await collectPush(library, 'dave');
    const id = randomUUID();
    const created = await fetch(`${library.server.baseUrl}/api/downloads/downloads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, photos: [photoId] }),
    });
    expect(created.status).toBe(202);
    await waitFor(() => (push.keys().includes(`download-error:${id}`) ? true : undefined), {
      what: 'the error push',
      timeoutMs: 20_000,
    });
    expect(push.keys()).toEqual([`download-started:${id}`, `download-error:${id}`]);
    expect((await findDownload(library.server.database.db, 'dave', id))?.status).toBe('FAILED');
  }, 30_000);

  it('removes expired archives and fails those whose job is gone', async () => {
    library = await startPhotoLibraryServer();
    const token = await library.tokenFor('erin');
    const photoId = await uploadPhoto(library, token, 'old.jpg', await colourJpeg('orange'));
    const push = await collectPush(library, 'erin');
    const id = randomUUID();
    await fetch(`${library.server.baseUrl}/api/downloads/downloads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, photos: [photoId] }),
    });
    const db = library.server.database.db;
    const ready = await waitFor(async () => {
      const row = await findDownload(db, 'erin', id);
      return row?.status === 'READY' ? row : undefined;
    });
    const blobKey = ready.blob_key ?? '';
    expect(await library.server.ctx.blobs.head(blobKey)).toBeDefined();

    // A lost archive: recorded, never enqueued (its job id is unknown), untouched for an hour.
    const lost = randomUUID();
    const hourAgo = new Date(Date.now() - HOUR_MS).toISOString();
    await insertDownload(db, {
      ownerId: 'erin',
      id: lost,
      name: null,
      photos: '[]',
      photoCount: 0,
      albumId: null,
      now: hourAgo,
    });

    const deps = createDownloadsDeps(library.server.ctx);
    const now = new Date(Date.now() + 25 * HOUR_MS);
    expect(await sweepDownloads(deps, now)).toEqual({ expired: 1, failed: 1 });
    expect(await library.server.ctx.blobs.head(blobKey)).toBeUndefined();
    expect((await findDownload(db, 'erin', id))?.status).toBe('EXPIRED');
    expect((await findDownload(db, 'erin', lost))?.status).toBe('FAILED');
    expect(push.keys()).toContain(`download-error:${lost}`);
    const url = await fetch(`${library.server.baseUrl}/api/downloads/downloads/${id}/url`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(url.status).toBe(404);
    // Nothing left to do the second time.
    expect(await sweepDownloads(deps, now)).toEqual({ expired: 0, failed: 0 });
  }, 30_000);
});
