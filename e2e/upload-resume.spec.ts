import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PhotoPageSchema } from '@my-account/contract/photos';
import { E2E_PORT } from '../playwright.config.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { registerNewCustomer } from './support/accounts.ts';
import { largeJpeg, slowUploads, startUpload, watchResumableUploads } from './support/uploads.ts';
import { OwnServer } from './support/own-server.ts';

/** This test's own server: beside the shared one's port, as far from other checkouts' ports. */
const OWN_PORT = E2E_PORT + 50;

let workDir: string;
let server: OwnServer;
test.beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'upload-resume-'));
  server = new OwnServer(OWN_PORT, join(workDir, 'data'));
  await server.start();
});
test.afterAll(async () => {
  await server.kill();
  await rm(workDir, { recursive: true, force: true });
});

/** The bytes the server holds of the unfinished upload (its tus file, not the JSON beside). */
async function bytesArrived(dataDir: string): Promise<number> {
  const dir = join(dataDir, 'resumable-uploads');
  const names = await readdir(dir).catch(() => []);
  let bytes = 0;
  for (const name of names.filter((entry) => !entry.endsWith('.json'))) {
    bytes += (await stat(join(dir, name))).size;
  }
  return bytes;
}

async function accessToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'auth_access_token')?.value ?? '';
}

test('a large upload cut by a server crash resumes where it broke and stores the same bytes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const filePath = join(workDir, 'large-camera-photo.jpg');
  const original = await largeJpeg(filePath);
  expect(original.length).toBeGreaterThan(20 * 1024 * 1024);

  // The tus requests the browser makes and the offsets the server answered when asked.
  const { creations, answers } = watchResumableUploads(page);

  await registerNewCustomer(page, 'Rhea', { origin: server.origin });
  await page.goto(`${server.origin}/my-photos/photos`);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();

  // A slow line (3 MB/s up), so the crash comes mid-file.
  await slowUploads(page, 3 * 1024 * 1024);
  const dialog = await startUpload(page, filePath);

  const dataDir = join(workDir, 'data');
  await expect
    .poll(() => bytesArrived(dataDir), { timeout: 60_000 })
    .toBeGreaterThan(4 * 1024 * 1024);
  await server.kill();
  const keptAtCrash = await bytesArrived(dataDir);
  expect(keptAtCrash).toBeLessThan(original.length);
  await server.start();

  await expect(dialog.getByText('1 of 1 uploaded')).toBeVisible({ timeout: 120_000 });
  // Resumed, not started over: one upload created, continued from the bytes that had arrived.
  expect(creations).toHaveLength(1);
  const resumedOffsets = answers.flatMap(({ method, status, offset }) =>
    method === 'HEAD' && status === 200 && offset !== undefined ? [offset] : [],
  );
  expect(resumedOffsets.length).toBeGreaterThan(0);
  expect(Math.max(...resumedOffsets)).toBeGreaterThan(0);
  expect(Math.max(...resumedOffsets)).toBeLessThanOrEqual(keptAtCrash);

  // The stored original is the file, byte for byte.
  const token = await accessToken(page);
  const listing = await page.request.get(`${server.origin}/api/photo-management/photos`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const photos = PhotoPageSchema.parse(await listing.json()).images;
  expect(photos.map((photo) => photo.localFileName)).toEqual(['large-camera-photo.jpg']);
  const stored = await page.request.get(photos[0]?.untouchedUrl ?? '');
  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  expect(sha256(await stored.body())).toBe(sha256(original));
  await expectNoAxeViolations(page);
});
