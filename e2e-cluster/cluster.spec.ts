import { expect, test, type Page } from '@playwright/test';
import { PhotoPageSchema } from '@my-account/contract/photos';
import { registerNewCustomer, signIn } from '../e2e/support/accounts.ts';
import { consentChosen } from '../e2e/support/consent.ts';
import { expectNoAxeViolations } from '../e2e/fixtures.ts';
import { expectThumbnailLoaded, original, uploadOriginals } from '../e2e/support/library.ts';
import {
  largeJpeg,
  slowUploads,
  startUpload,
  watchResumableUploads,
} from '../e2e/support/uploads.ts';
import { sha256, testZip, zipEntry, zipEntryNames } from '../e2e/support/zip-files.ts';
import { openCluster, type Cluster } from './support/cluster.ts';
import { startLoad } from './support/load-client.ts';

const NAMES = [
  'Canon_40D.jpg',
  'gps_DSCN0010.jpg',
  'mobile_jolla.jpg',
  'orientation_landscape_6.jpg',
];

// One cluster for the file: the tests follow each other (a customer's journey, then a restart).
test.describe.configure({ mode: 'serial' });

let cluster: Cluster | undefined;
let startedTogetherMs = 0;
/** The bearer token the app sent last: the load client calls the API as that customer. */
let accessToken = '';

/** The cluster, for the tests (it is there once beforeAll has passed). */
function theCluster(): Cluster {
  if (!cluster) {
    throw new Error('The cluster did not start');
  }
  return cluster;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await openCluster(test.info().outputPath('cluster'));
  // All three at once on the empty database: each runs the migrator at start-up.
  const started = Date.now();
  for (const instance of cluster.instances) {
    instance.spawn();
  }
  await Promise.all(cluster.instances.map((instance) => instance.waitUntilReady()));
  startedTogetherMs = Date.now() - started;
  await cluster.balancer.start();
  await cluster.balancer.waitUntilUp(cluster.instances.map(({ name }) => name));
});

test.afterAll(async () => {
  await cluster?.close();
});

test('three instances started together on an empty database: one ran the migrations, all are ready', async () => {
  const cluster = theCluster();
  const migrations = await cluster.query<{ name: string }>('select name from kysely_migration');
  const names = migrations.map(({ name }) => name);
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBe(names.length);
  const migrators = cluster.instances.filter((instance) =>
    instance.logLines().some((line) => line.msg === 'ran the database migrations'),
  );
  expect(migrators).toHaveLength(1);
  const [ran] = migrators.flatMap((instance) =>
    instance.logLines().filter((line) => line.msg === 'ran the database migrations'),
  );
  // The one that migrated ran every migration; the others found nothing left to do.
  expect(ran?.migrations).toBe(names.length);
  for (const instance of cluster.instances) {
    expect(instance.logLines().filter((line) => line.level >= 50)).toEqual([]);
  }
  console.log(`three instances started together and ready in ${String(startedTogetherMs)} ms`);
});

/** Records the push messages the page receives and the bearer token the app sends. */
function watchPage(page: Page): string[] {
  const pushed: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      pushed.push(String(payload));
    });
  });
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ')) {
      accessToken = authorization.slice('Bearer '.length);
    }
  });
  return pushed;
}

test('through the balancer: sign up, upload, browse, an archive finished by another instance after its own was killed, export', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const cluster = theCluster();
  const pushed = watchPage(page);
  const customer = await registerNewCustomer(page, 'Clu');
  await uploadOriginals(page, NAMES);

  // Browse: every photo's thumbnail loads (from whichever instance, out of the shared bucket),
  // and the preview opens.
  for (const name of NAMES) {
    const tile = page.getByRole('button', { name: `Open photo ${name}` });
    await tile.scrollIntoViewIfNeeded();
    await expectThumbnailLoaded(tile);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Open photo ${NAMES[0] ?? ''}` }).click();
  await expect(page.getByRole('dialog', { name: 'Photo preview' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // The archive: its job is caught reading the first original, on whichever instance took it.
  await page.getByRole('button', { name: 'Select photos' }).click();
  for (const name of NAMES) {
    await page.getByRole('checkbox', { name: `Select photo ${name}` }).check();
  }
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  const readsBefore = cluster.storage.reads.length;
  cluster.storage.holdOriginals();
  const downloadPromise = page.waitForEvent('download', { timeout: 60_000 });
  await toolbar.getByRole('button', { name: 'Download' }).click();
  await expect.poll(() => cluster.storage.held.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [held] = cluster.storage.held;
  const taker = cluster.instances.find((instance) => instance.name === held?.instance);
  expect(taker).toBeDefined();
  // A crash mid-archive: no shutdown hook runs; the held read's connection dies with it.
  expect(await taker?.stop('SIGKILL')).toBeNull();
  await held?.dropped;
  cluster.storage.releaseOriginals();

  // Another instance takes the job once its lease runs out, and push announces the zip.
  const download = await downloadPromise;
  const archiveReads = cluster.storage.reads.slice(readsBefore);
  expect(new Set(archiveReads.map(({ key }) => key)).size).toBe(NAMES.length);
  const finishers = new Set(archiveReads.map(({ instance }) => instance));
  expect(finishers.has(taker?.name ?? '')).toBe(false);
  expect(pushed.some((message) => message.includes('download-finished'))).toBe(true);
  const zipPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(zipPath);
  testZip(zipPath);
  const zipped = zipEntryNames(zipPath).map((entry) => sha256(zipEntry(zipPath, entry)));
  expect(zipped.sort()).toEqual(NAMES.map((name) => sha256(original(name))).sort());
  console.log(
    `archive taken by ${taker?.name ?? ''} (killed), finished by ${[...finishers].join(', ')}`,
  );

  // The killed instance comes back (as its orchestrator would restart it) before the export.
  await taker?.start();
  await cluster.balancer.waitUntilUp(cluster.instances.map(({ name }) => name));

  // Export: its e-mail (any instance's outbox page: one database) links to the ready chunks.
  await page.goto('/');
  await page.getByRole('link', { name: 'Saved photos' }).first().click();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export photos' });
  await dialog.getByRole('button', { name: 'Export photos' }).click();
  await expect(dialog.getByText("We're processing your export")).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const outbox = `/dev/outbox?${new URLSearchParams({ to: customer.email, key: cluster.outboxKey }).toString()}`;
  const link = page.getByRole('link', { name: /\/my-photos\/exports\// });
  await expect(async () => {
    await page.goto(outbox);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await link.click();
  await expect(page.getByText('Your export is ready.')).toBeVisible();
  await expectNoAxeViolations(page);
  const parts = page.getByRole('button', { name: /^Download part \d+$/ });
  const count = await parts.count();
  expect(count).toBeGreaterThan(1);
  const exported: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const partPromise = page.waitForEvent('download');
    await parts.nth(index).click();
    const chunkPath = testInfo.outputPath(`chunk-${String(index + 1)}.zip`);
    await (await partPromise).saveAs(chunkPath);
    testZip(chunkPath);
    exported.push(...zipEntryNames(chunkPath).map((entry) => sha256(zipEntry(chunkPath, entry))));
  }
  expect(exported.sort()).toEqual(NAMES.map((name) => sha256(original(name))).sort());

  // Signing in again, in a browser of its own: the sign-in session, its cookies and the signing
  // keys hold on whichever instance answers each step.
  const other = await browser.newContext({
    baseURL: cluster.balancer.origin,
    storageState: consentChosen('00'),
  });
  await signIn(await other.newPage(), customer, { checkAccessibility: true });
  await other.close();

  // No stickiness: the journey's requests went to every instance.
  for (const server of await cluster.balancer.status()) {
    expect(server.total, server.name).toBeGreaterThan(0);
  }
  expect(accessToken).not.toBe('');
});

test('a large photo uploads resumably through the balancer: its instance dies, another goes on, byte for byte', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const cluster = theCluster();
  const filePath = testInfo.outputPath('large-camera-photo.jpg');
  const file = await largeJpeg(filePath);
  const { creations, answers } = watchResumableUploads(page);
  await registerNewCustomer(page, 'Lar');
  await page.getByRole('link', { name: 'Saved photos' }).first().click();
  // A slow line (4 MB/s up): the second 16 MB request is still on its way when the first is in.
  await slowUploads(page, 4 * 1024 * 1024);
  const dialog = await startUpload(page, filePath);

  // The first part is in the bucket: the instance that wrote it dies, as in a crash.
  const patched = () =>
    answers.filter(({ method, status }) => method === 'PATCH' && status < 300).length;
  await expect.poll(patched, { timeout: 60_000, intervals: [100] }).toBeGreaterThan(0);
  const partWrites = () =>
    cluster.storage.writes.filter(({ key }) => /\/resumable-uploads\/[^/]+\/part-\d+$/.test(key));
  const firstWriter = partWrites()[0]?.instance;
  const victim = cluster.instances.find((instance) => instance.name === firstWriter);
  expect(victim).toBeDefined();
  expect(await victim?.stop('SIGKILL')).toBeNull();

  await expect(dialog.getByText('1 of 1 uploaded')).toBeVisible({ timeout: 90_000 });
  // Resumed, never started over; the rest was written by another instance, from the bucket.
  expect(creations).toHaveLength(1);
  const writers = new Set(partWrites().map(({ instance }) => instance));
  expect(writers.size).toBeGreaterThan(1);
  console.log(
    `large upload: parts written by ${[...writers].join(', ')}; ${firstWriter ?? ''} killed`,
  );

  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'auth_access_token')?.value ??
    '';
  const listing = await page.request.get('/api/photo-management/photos', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [photo] = PhotoPageSchema.parse(await listing.json()).images;
  expect(photo?.localFileName).toBe('large-camera-photo.jpg');
  const stored = await page.request.get(photo?.untouchedUrl ?? '');
  expect(sha256(await stored.body())).toBe(sha256(file));
  await expectNoAxeViolations(page);

  await victim?.start();
  await cluster.balancer.waitUntilUp(cluster.instances.map(({ name }) => name));
});

test('a rolling restart of all three under load fails no request', async () => {
  test.setTimeout(120_000);
  const cluster = theCluster();
  const load = startLoad(
    cluster.balancer.origin,
    ['/api/health', '/config.json', '/api/photo-management/users/timeline'],
    { concurrency: 4, headers: { authorization: `Bearer ${accessToken}` } },
  );
  const started = Date.now();
  const names = cluster.instances.map(({ name }) => name);
  for (const instance of cluster.instances) {
    const before = (await cluster.balancer.status()).find(({ name }) => name === instance.name);
    // The orchestrator's stop: SIGTERM, then wait for the process to end by itself (exit 0).
    expect(await instance.stop('SIGTERM')).toBe(0);
    await instance.start();
    await cluster.balancer.waitUntilUp(names);
    // It takes requests again before the next one goes.
    await expect
      .poll(
        async () =>
          (await cluster.balancer.status()).find(({ name }) => name === instance.name)?.total,
      )
      .toBeGreaterThan(before?.total ?? 0);
  }
  const result = await load.stop();
  console.log(
    `rolling restart: ${String(result.requests)} requests in ${String(Date.now() - started)} ms, ${String(result.failures.length)} failed`,
  );
  expect(result.failures).toEqual([]);
  expect(result.requests).toBeGreaterThan(300);
});
