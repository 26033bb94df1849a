// `npm run bench`: photo-library figures on this machine (not a test: prints, never fails on speed).
// Builds a 100k-photo library straight in the database (rows + tiny shared blobs), then measures
// month pages and month counts under 50 concurrent connections as a ratio to GET /api/health,
// and thumbnail throughput for a 12 MP JPEG and the test HEIC through the upload pipeline.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadSettings } from '../apps/server/src/config/env.ts';
import { createAppContext } from '../apps/server/src/platform/create-app-context.ts';
import { monthBucketOf } from '../apps/server/src/modules/photo-management/date-taken.ts';
import { createHeicDecoderPool } from '../apps/server/src/modules/photo-management/heic-decoder-pool.ts';
import { processPhoto } from '../apps/server/src/modules/photo-management/photo-processing.ts';
import type { PhotoRow } from '../apps/server/src/modules/photo-management/photos.repository.ts';
import {
  bucketDeltas,
  changeMonthCounts,
} from '../apps/server/src/modules/photo-management/month-counts.repository.ts';
import { benchAccessToken } from './bench-token.ts';
import { measureLatency, type LatencyResult } from './bench-load.ts';
import { uploadMeasuringMemory, writePaddedJpeg } from './bench-upload.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const CONCURRENCY = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const MONTHS = 60;
const OWNER = 'bench-owner';
// shared/ sits beside the repository.
const HEIC_FILE = fileURLToPath(
  new URL('../../shared/testdata/photos/IMG_5195.HEIC', import.meta.url),
);

const dataDir = await mkdtemp(join(tmpdir(), 'my-account-bench-'));
const settings = loadSettings({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
});
const ctx = await createAppContext(settings);
const app = await buildApp(ctx);

try {
  console.log(`Building a library of ${PHOTOS} photos over ${MONTHS} months...`);
  let started = performance.now();
  await buildLibrary();
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const token = await benchAccessToken(ctx.database.db, settings);
  const headers = { authorization: `Bearer ${token}` };
  const api = `${address}/api/photo-management`;
  const now = new Date();
  const monthPath = (i: number): string => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (i % MONTHS), 1));
    return `${api}/photos/timeline/${month.getUTCFullYear()}/${month.getUTCMonth() + 1}`;
  };

  const results: [string, LatencyResult][] = [];
  const run = async (name: string, url: (i: number) => string): Promise<void> => {
    await measureLatency(url, headers, CONCURRENCY, 1000); // warm-up (JIT, caches)
    results.push([name, await measureLatency(url, headers, CONCURRENCY, REQUESTS)]);
  };
  await run('GET /api/health (with token)', () => `${address}/api/health`);
  await run('month page (24, first page)', monthPath);
  await run('month counts (/users/timeline)', () => `${api}/users/timeline`);
  await run('GET /api/health again', () => `${address}/api/health`);
  // The lower of the two health runs: the first one can still carry start-up noise.
  const health = results.filter(([name]) => name.startsWith('GET /api/health'));
  const baseline = Math.min(...health.map(([, result]) => result.p50));
  const baselineP99 = Math.min(...health.map(([, result]) => result.p99));
  console.log(`\nLatency, ${CONCURRENCY} concurrent connections, ${REQUESTS} requests each:`);
  for (const [name, result] of results) {
    console.log(
      `  ${name.padEnd(34)} p50 ${ms(result.p50)} (${ratio(result.p50, baseline)})  ` +
        `p99 ${ms(result.p99)} (${ratio(result.p99, baselineP99)})  ${result.rps.toFixed(0)} req/s`,
    );
  }

  const bigFile = join(dataDir, 'big.jpg');
  const bigSize = await writePaddedJpeg(await twelveMegapixelJpeg(), 48 * 1024 * 1024, bigFile);
  const upload = await uploadMeasuringMemory(`${api}/photos`, token, bigFile);
  if (upload.status !== 201) {
    throw new Error(`The big upload answered ${upload.status}`);
  }
  console.log(
    `\nUpload of a ${(bigSize / 1024 / 1024).toFixed(0)} MB JPEG (12 MP): ${upload.seconds.toFixed(1)} s, ` +
      `peak memory growth ${(upload.peakRssGrowth / 1024 / 1024).toFixed(0)} MB (server and client)`,
  );
  await app.close();

  console.log('\nThumbnails (300/800/1300 + placeholder) per photo, sequential:');
  const heic = createHeicDecoderPool(1);
  const jpegFile = join(dataDir, '12mp.jpg');
  await writeFile(jpegFile, await twelveMegapixelJpeg());
  for (const [name, file, runs] of [
    ['12 MP JPEG (4000x3000)', jpegFile, 10],
    ['HEIC (2566x3313, iPhone)', HEIC_FILE, 4],
  ] as const) {
    await processPhoto(file, { maxPixels: 100_000_000, heic }); // warm-up
    started = performance.now();
    for (let i = 0; i < runs; i += 1) {
      await processPhoto(file, { maxPixels: 100_000_000, heic });
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${name.padEnd(26)} ${(runs / seconds).toFixed(2)} photos/s (${((seconds / runs) * 1000).toFixed(0)} ms each)`,
    );
  }
  await heic.close();
} finally {
  await app.close();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
}

function ms(value: number): string {
  return `${value.toFixed(2).padStart(7)} ms`;
}

function ratio(value: number, baseline: number): string {
  return `${(value / baseline).toFixed(2)}x health`;
}

/** 100k rows in batches, pointing at one shared set of tiny blobs. */
async function buildLibrary(): Promise<void> {
  const tiny = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
  const prefix = 'bench/shared/';
  for (const name of ['original', '300.jpg', '800.jpg', '1300.jpg']) {
    await ctx.blobs.put(prefix + name, Readable.from([tiny]));
  }
  await ctx.database.db
    .insertInto('photo_management_libraries')
    .values({ owner_id: OWNER, generation: 1, updated_at: new Date().toISOString() })
    .execute();
  const thumbnails = JSON.stringify(
    ['300', '800', '1300'].map((id) => ({ id, width: 4, height: 3 })),
  );
  const now = Date.now();
  const batch = 1000;
  for (let start = 0; start < PHOTOS; start += batch) {
    const rows: PhotoRow[] = [];
    for (let i = start; i < Math.min(PHOTOS, start + batch); i += 1) {
      const id = randomUUID();
      const unknown = i % 200 === 0;
      const taken = new Date(now - ((i * 7919) % (MONTHS * 30 * 86_400)) * 1000);
      const created = new Date(now - (PHOTOS - i) * 1000).toISOString();
      rows.push({
        id,
        owner_id: OWNER,
        generation: 1,
        content_hash: id,
        upload_id: 'bench',
        file_name: `bench-${i}.jpg`,
        mime_type: 'image/jpeg',
        byte_size: tiny.length,
        width: 4,
        height: 3,
        date_taken: unknown ? null : taken.toISOString(),
        date_taken_offset: unknown ? null : 0,
        month_bucket: unknown
          ? monthBucketOf(1970, 1)
          : monthBucketOf(taken.getUTCFullYear(), taken.getUTCMonth() + 1),
        taken_sort: unknown ? created : taken.toISOString(),
        created_at: created,
        upload_end: created,
        blob_prefix: prefix,
        thumbnails,
        placeholder: null,
      });
    }
    await ctx.database.db.insertInto('photo_management_photos').values(rows).execute();
    await changeMonthCounts(ctx.database.db, OWNER, bucketDeltas(rows, 1));
  }
}

/** A 12 MP JPEG with detail (noise over a gradient), like a camera file. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return noise;
}
