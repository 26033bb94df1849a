// Upload throughput (issue 16, "A million photos"): N camera-like 12 MP JPEGs of ~3 MB through
// POST /api/photo-management/photos at a fixed concurrency, against bare sharp making the same
// three thumbnails and placeholder at the same concurrency in one process. Prints photos/s of
// both, their ratio, the CPU per photo (which other work on the machine moves far less than
// photos/s) and the peak RSS of each. Run by scripts/bench.ts
// (BENCH_ONLY=uploads runs only this), or alone: `npx node scripts/bench-upload-throughput.ts`.
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sensorNoise } from './bench-images.ts';
import { processCpuMs } from './bench-load.ts';
import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { loadSettings } from '../apps/server/src/config/env.ts';
import { createAppContext } from '../apps/server/src/platform/create-app-context.ts';
import { registerAccount } from '../apps/server/src/modules/identity/account.service.ts';
import { benchAccessToken } from './bench-token.ts';
import { rssOf } from './bench-upload.ts';
import { benchServerEnv, freePort, startBenchServer, stopServer } from './bench-server.ts';

const PHOTOS = Number(process.env.BENCH_UPLOAD_PHOTOS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 8);
const SOURCES = ['gps_DSCN0010.jpg', 'mobile_jolla.jpg', 'orientation_landscape_6.jpg'];
/** The client's connections, kept open between uploads as a browser's are. */
const keepAlive = new Agent({ keepAlive: true });
const PHOTO_DIR = fileURLToPath(new URL('../testdata/photos/', import.meta.url));

interface RunFigures {
  photosPerSecond: number;
  peakRss: number;
  /** CPU of the measured process per photo, ms (user + system). */
  cpuMsPerPhoto: number;
}

/**
 * Camera-like sources: the test photos upright, stretched to 4000x3000 with a little sensor
 * noise (stretched photos alone are too smooth to weigh 3 MB), quality 90.
 */
async function cameraLikeJpegs(): Promise<Buffer[]> {
  const noise = await sensorNoise(18).png({ compressionLevel: 0 }).toBuffer();
  return Promise.all(
    SOURCES.map(async (name) => {
      const upright = await sharp(join(PHOTO_DIR, name))
        .autoOrient()
        .resize(4000, 3000, { fit: 'fill' })
        .toBuffer();
      return sharp(upright)
        .composite([{ input: noise, blend: 'soft-light' }])
        .jpeg({ quality: 90 })
        .toBuffer();
    }),
  );
}

/** N different files (a comment segment after the start marker tells them apart: no dedupe). */
async function writePhotos(dir: string): Promise<string[]> {
  const sources = await cameraLikeJpegs();
  const paths: string[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const source = sources[i % sources.length] ?? Buffer.alloc(0);
    const comment = Buffer.from(`bench ${i} ${randomBytes(8).toString('hex')}`);
    const header = Buffer.from([0xff, 0xfe, 0, 0]);
    header.writeUInt16BE(comment.length + 2, 2);
    const path = join(dir, `photo-${i}.jpg`);
    await writeFile(
      path,
      Buffer.concat([source.subarray(0, 2), header, comment, source.subarray(2)]),
    );
    paths.push(path);
  }
  return paths;
}

/** Runs `task` over every item with at most `concurrency` at a time. */
async function eachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) {
        await task(item);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Times `work` while sampling the process's RSS and CPU. */
async function measured(pid: number, work: () => Promise<void>): Promise<RunFigures> {
  let peakRss = rssOf(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(pid));
  }, 20);
  const cpuBefore = await processCpuMs(pid);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    photosPerSecond: PHOTOS / seconds,
    peakRss,
    cpuMsPerPhoto: ((await processCpuMs(pid)) - cpuBefore) / PHOTOS,
  };
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const fromPixels = (pixels: Pixels): Sharp =>
  sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });

const inside = (side: number) => ({ width: side, height: side, fit: 'inside' }) as const;

async function rawOf(pipeline: Sharp): Promise<Pixels> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The same work done bare, the quickest way found with sharp alone: one decode shrunk to 1300 px
 * on load, 800 px from its pixels, 300 px from them too and the 100 px ThumbHash from the 300 px
 * pixels. (`.clone()` per size decodes the file once per clone: ~2x the CPU.)
 */
async function bareSharp(path: string): Promise<void> {
  const largest = await rawOf(
    sharp(await readFile(path))
      .autoOrient()
      .resize(inside(1300)),
  );
  const smallest = await rawOf(fromPixels(largest).resize(inside(300)));
  await Promise.all([
    fromPixels(largest).jpeg({ quality: 80 }).toBuffer(),
    fromPixels(largest).resize(inside(800)).jpeg({ quality: 80 }).toBuffer(),
    fromPixels(smallest).jpeg({ quality: 80 }).toBuffer(),
  ]);
  const { data, info } = await fromPixels(smallest)
    .resize(inside(100))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  rgbaToThumbHash(info.width, info.height, data);
}

/** What one upload slot sends the file through: read into it, written out, read into again. */
const SEND_CHUNK_BYTES = 256 * 1024;

/** Writes `chunk` and resolves once node has handed it to the socket (the buffer is free again). */
const writeChunk = (request: ClientRequest, chunk: Buffer): Promise<void> =>
  new Promise((resolve, reject) => {
    request.write(chunk, (error) => {
      if (error) {
        reject(error);
      } else {
        resolve();
      }
    });
  });

/**
 * One multipart upload through node:http, the file read from disk through the slot's own buffer.
 * The client shares the two cores with the server, so it must cost little: a read stream (a new
 * 64 KB buffer per read) made this process's garbage collector take ~22 ms of CPU per 3 MB photo,
 * fetch with FormData ~37 ms; a reused buffer allocates nothing per photo.
 */
async function upload(url: string, token: string, path: string, buffer: Buffer): Promise<void> {
  const boundary = `bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = await open(path);
  try {
    const { size } = await file.stat();
    let request: ClientRequest | undefined;
    const answered = new Promise<number>((resolve, reject) => {
      request = httpRequest(
        url,
        {
          method: 'POST',
          agent: keepAlive,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(head.length + size + tail.length),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            resolve(response.statusCode ?? 0);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    if (!request) {
      throw new Error('The upload request was not created');
    }
    await writeChunk(request, head);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) {
        break;
      }
      await writeChunk(request, buffer.subarray(0, bytesRead));
    }
    request.end(tail);
    const status = await answered;
    if (status !== 201) {
      throw new Error(`An upload answered ${status}`);
    }
  } finally {
    await file.close();
  }
}

/** Uploads every path, `CONCURRENCY` at a time, each slot with its own send buffer. */
async function uploadAll(url: string, token: string, paths: readonly string[]): Promise<void> {
  let next = 0;
  const slot = async (): Promise<void> => {
    const buffer = Buffer.allocUnsafeSlow(SEND_CHUNK_BYTES);
    while (next < paths.length) {
      const path = paths[next];
      next += 1;
      if (path !== undefined) {
        await upload(url, token, path, buffer);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, slot));
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function runUploadThroughputBench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-bench-uploads-'));
  const photoDir = join(dataDir, 'photos');
  const port = await freePort();
  const env = benchServerEnv(join(dataDir, 'data'), port);
  const settings = loadSettings(env);
  let server;
  try {
    await mkdir(photoDir);
    const paths = await writePhotos(photoDir);
    const sizes = await Promise.all(paths.map(async (path) => (await openAsBlob(path)).size));
    const meanSize = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;

    const ctx = await createAppContext(settings);
    const email = 'bench-uploads@example.com';
    const result = await registerAccount(
      ctx.database.db,
      { firstName: 'Bench', lastName: 'Uploader', email, password: 'bench-password' },
      { isB2b: false },
    );
    if (!result.ok) {
      throw new Error(`Could not create ${email}: ${JSON.stringify(result.errors)}`);
    }
    const token = await benchAccessToken(ctx.database.db, settings, result.account);
    await ctx.close();

    const address = `http://127.0.0.1:${port}`;
    // BENCH_CPU_PROF=<folder> writes the server's V8 CPU profile there, as in scripts/bench.ts.
    const profileDir = process.env.BENCH_CPU_PROF;
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    server = await startBenchServer(env, address, profile);
    const serverPid = server.pid ?? 0;
    console.log(
      `\nUpload throughput: ${PHOTOS} JPEGs of 4000x3000, ${(meanSize / 1024 / 1024).toFixed(1)} MB ` +
        `on average, ${CONCURRENCY} at a time; ${availableParallelism()} cores, load average ` +
        `${loadavg()[0]?.toFixed(2)} before`,
    );
    const url = `${address}/api/photo-management/photos`;
    // Warm-up (JIT, sharp's first load): one photo that is not counted, and not among the N.
    await upload(
      url,
      token,
      await warmUpCopy(paths[0] ?? '', dataDir),
      Buffer.allocUnsafeSlow(SEND_CHUNK_BYTES),
    );
    const clientCpuBefore = await processCpuMs(process.pid);
    const route = await measured(serverPid, () => uploadAll(url, token, paths));
    // The client sends on the same cores meanwhile; bare sharp has no client to share them with.
    const clientCpuMsPerPhoto = ((await processCpuMs(process.pid)) - clientCpuBefore) / PHOTOS;
    await stopServer(server);
    server = undefined;

    // Bare sharp in this process, with the concurrency the server sets for the machine.
    sharp.concurrency(availableParallelism());
    await bareSharp(paths[0] ?? '');
    const bare = await measured(process.pid, () => eachConcurrently(paths, CONCURRENCY, bareSharp));

    const line = (name: string, figures: RunFigures): string =>
      `  ${name.padEnd(34)} ${figures.photosPerSecond.toFixed(1).padStart(5)} photos/s  ` +
      `CPU ${figures.cpuMsPerPhoto.toFixed(0).padStart(4)} ms/photo  peak RSS ${mb(figures.peakRss)}`;
    console.log(line('upload route (server process)', route));
    console.log(line('bare sharp (this process)', bare));
    console.log(
      `  (the upload client in this process took ${clientCpuMsPerPhoto.toFixed(0)} ms of CPU per ` +
        'photo meanwhile)',
    );
    console.log(
      `  => route / bare sharp: ${(route.photosPerSecond / bare.photosPerSecond).toFixed(2)}x ` +
        `photos/s, ${(bare.cpuMsPerPhoto / route.cpuMsPerPhoto).toFixed(2)}x by CPU per photo; ` +
        `load average after ${loadavg()[0]?.toFixed(2)}`,
    );
  } finally {
    keepAlive.destroy();
    if (server) {
      await stopServer(server);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A copy of a photo with other bytes, so the warm-up does not make a measured one a duplicate. */
async function warmUpCopy(path: string, dir: string): Promise<string> {
  const bytes = await readFile(path);
  const copy = join(dir, 'warm-up.jpg');
  const comment = Buffer.from('warm-up');
  const header = Buffer.from([0xff, 0xfe, 0, comment.length + 2]);
  await writeFile(copy, Buffer.concat([bytes.subarray(0, 2), header, comment, bytes.subarray(2)]));
  return copy;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runUploadThroughputBench();
}
