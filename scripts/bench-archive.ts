// Download archives and exports, server in its own process (run by `npm run bench`, or alone:
// `node scripts/bench-archive.ts`). Prints figures, never fails on speed:
// - an archive of 100 x 5 MB originals: time from POST /downloads to READY, as a throughput
//   ratio to `zip -0` of the same files in the same run (target >= 0.6), and the server's RSS
//   growth meanwhile (target <= 64 MB);
// - exports of 1k and 10k photos (20 KB each): time and RSS growth, which should stay flat.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { loadSettings } from '../apps/server/src/config/env.ts';
import { createAppContext } from '../apps/server/src/platform/create-app-context.ts';
import type { AppContextHandle } from '../apps/server/src/platform/create-app-context.ts';
import type { PhotoRow } from '../apps/server/src/modules/photo-management/photos.repository.ts';
import { benchAccessToken } from './bench-token.ts';
import { benchServerEnv, freePort, startBenchServer, stopServer } from './bench-server.ts';
import { rssOf } from './bench-upload.ts';

const ARCHIVE_PHOTOS = 100;
const ARCHIVE_PHOTO_BYTES = 5 * 1024 * 1024;
const EXPORT_PHOTO_BYTES = 20 * 1024;
const MB = 1024 * 1024;

export async function runArchiveBench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-bench-archive-'));
  const port = await freePort();
  const env = benchServerEnv(dataDir, port);
  const settings = loadSettings(env);
  let server: ChildProcess | undefined;
  try {
    const ctx = await createAppContext(settings);
    const archiveOwner = { id: 'bench-archive', email: 'bench-archive@example.com' };
    const archiveIds = await addPhotos(
      ctx,
      archiveOwner.id,
      ARCHIVE_PHOTOS,
      ARCHIVE_PHOTO_BYTES,
      false,
    );
    const export1k = { id: 'bench-export-1k', email: 'bench-export-1k@example.com' };
    const export10k = { id: 'bench-export-10k', email: 'bench-export-10k@example.com' };
    await addPhotos(ctx, export1k.id, 1_000, EXPORT_PHOTO_BYTES, true);
    await addPhotos(ctx, export10k.id, 10_000, EXPORT_PHOTO_BYTES, true);
    const tokens = {
      archive: await benchAccessToken(ctx.database.db, settings, archiveOwner),
      export1k: await benchAccessToken(ctx.database.db, settings, export1k),
      export10k: await benchAccessToken(ctx.database.db, settings, export10k),
    };
    await ctx.close();

    const base = `http://127.0.0.1:${port}`;
    server = await startBenchServer(env, base);
    const pid = server.pid ?? 0;

    // Warm-up (JIT, the signing key, the job runner, the heap's size): a 20-photo archive.
    await archive(base, tokens.archive, archiveIds.slice(0, 20), pid);
    // The reference, Info-ZIP storing the same files from the same blob folder, runs right
    // before and right after the archive: the mean of the two evens out load from elsewhere.
    const zipBefore = zipStore(dataDir, archiveOwner.id);
    const measured = await archive(base, tokens.archive, archiveIds, pid);
    const zipSeconds = (zipBefore + zipStore(dataDir, archiveOwner.id)) / 2;
    const mbPerSecond = (ARCHIVE_PHOTOS * ARCHIVE_PHOTO_BYTES) / MB / measured.seconds;
    console.log(
      `\nDownload archive of ${ARCHIVE_PHOTOS} x 5 MB originals (STORE), server in its own process:`,
    );
    console.log(
      `  POST to READY ${measured.seconds.toFixed(2)} s (${mbPerSecond.toFixed(0)} MB/s), ` +
        `zip -0 ${zipSeconds.toFixed(2)} s: throughput ${(zipSeconds / measured.seconds).toFixed(2)}x of zip -0 (target >= 0.6)`,
    );
    console.log(
      `  server RSS growth ${(measured.rssGrowth / MB).toFixed(1)} MB (peak, target <= 64 MB)`,
    );

    console.log(`\nExport of a whole library (${EXPORT_PHOTO_BYTES / 1024} KB photos, one chunk):`);
    for (const [name, token] of [
      ['1k photos', tokens.export1k],
      ['10k photos', tokens.export10k],
    ] as const) {
      const result = await exportLibrary(base, token, pid);
      console.log(
        `  ${name.padEnd(11)} ${result.seconds.toFixed(2)} s, server RSS growth ${(result.rssGrowth / MB).toFixed(1)} MB (peak)`,
      );
    }
    await stopServer(server);
    server = undefined;
  } finally {
    if (server) {
      await stopServer(server);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Rows and original blobs of random bytes (nothing to compress, like camera files): distinct for
 * the archive, one shared blob for the many export photos (setting up 10k blobs takes minutes).
 */
async function addPhotos(
  ctx: AppContextHandle,
  owner: string,
  count: number,
  bytes: number,
  shared: boolean,
): Promise<string[]> {
  const now = new Date().toISOString();
  const sharedPrefix = `${owner}/shared/`;
  if (shared) {
    await ctx.blobs.put(`${sharedPrefix}original`, Readable.from([randomBytes(bytes)]));
  }
  await ctx.database.db
    .insertInto('photo_management_libraries')
    .values({ owner_id: owner, generation: 1, updated_at: now })
    .execute();
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows: PhotoRow[] = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const id = randomUUID();
      const prefix = shared ? sharedPrefix : `${owner}/${id}/`;
      if (!shared) {
        await ctx.blobs.put(`${prefix}original`, Readable.from([randomBytes(bytes)]));
      }
      const created = new Date(Date.parse(now) + i).toISOString();
      rows.push({
        id,
        owner_id: owner,
        generation: 1,
        content_hash: id,
        upload_id: 'bench',
        // Every export photo named alike: the unique-name path is part of what is measured.
        file_name: shared ? 'IMG_0001.jpg' : `IMG_${i}.jpg`,
        mime_type: 'image/jpeg',
        byte_size: bytes,
        width: 4,
        height: 3,
        date_taken: null,
        date_taken_offset: null,
        month_bucket: 197001,
        taken_sort: created,
        created_at: created,
        upload_end: created,
        blob_prefix: prefix,
        thumbnails: '[]',
        placeholder: null,
      });
      ids.push(id);
    }
    await ctx.database.db.insertInto('photo_management_photos').values(rows).execute();
  }
  return ids;
}

/** Seconds `zip -0` takes to store the owner's blob folder. */
function zipStore(dataDir: string, folder: string): number {
  const reference = join(dataDir, 'reference.zip');
  const started = performance.now();
  execFileSync('zip', ['-0', '-q', '-r', reference, folder], { cwd: join(dataDir, 'blobs') });
  const seconds = (performance.now() - started) / 1000;
  rmSync(reference);
  return seconds;
}

/** Samples the server's RSS until `done` settles; returns the seconds and the peak growth. */
async function measure(
  pid: number,
  done: () => Promise<void>,
): Promise<{ seconds: number; rssGrowth: number }> {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  const started = performance.now();
  try {
    await done();
    return { seconds: (performance.now() - started) / 1000, rssGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

async function archive(base: string, token: string, photos: string[], pid: number) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const id = randomUUID();
  return measure(pid, async () => {
    const created = await fetch(`${base}/api/downloads/downloads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id, photos }),
    });
    if (created.status !== 202) {
      throw new Error(`POST /downloads answered ${created.status}`);
    }
    await poll(
      async () =>
        (await fetch(`${base}/api/downloads/downloads/${id}/url`, { headers })).status === 200,
    );
  });
}

async function exportLibrary(base: string, token: string, pid: number) {
  const headers = { authorization: `Bearer ${token}` };
  return measure(pid, async () => {
    const created = await fetch(`${base}/api/photo-management/backups`, {
      method: 'POST',
      headers,
    });
    const { id } = (await created.json()) as { id: string };
    await poll(async () => {
      const backup = (await (
        await fetch(`${base}/api/photo-management/backups/${id}`, { headers })
      ).json()) as {
        status: string;
      };
      if (backup.status === 'FAILED') {
        throw new Error('The export failed');
      }
      return backup.status === 'READY';
    });
  });
}

async function poll(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('Timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (import.meta.main) {
  await runArchiveBench();
}
