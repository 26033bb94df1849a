import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoPageSchema } from '@my-account/contract/photos';
import { createDatabase, type DatabaseHandle } from '../platform/database/create-database.ts';
import { readManifest } from '../platform/backup/backup-manifest.ts';
import { startContinuousUploads } from '../../test/support/continuous-uploads.ts';
import { sha256 } from '../../test/support/killable-library.ts';
import { startServerProcess, type ServerProcess } from '../../test/support/server-process.ts';
import { freePort } from '../../test/support/test-server.ts';
import { signAccessToken } from '../../test/support/token-factory.ts';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const OWNER = 'backup-owner';

/** Runs a command as `npm run backup` / `npm run restore` do, with only the given settings. */
async function command(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [`src/scripts/${script}.ts`, ...args], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * A real server process on the embedded default (SQLite and blob folder in dataDir, whichever
 * database the suite runs on: the backup is of the embedded one), with a token of OWNER.
 */
async function startEmbeddedServer(
  dataDir: string,
): Promise<{ server: ServerProcess; database: DatabaseHandle; token: string }> {
  const database = createDatabase({ dataDir });
  const shared = { database, dataDir, destroy: () => database.destroy() };
  const server = await startServerProcess({
    database: shared,
    port: await freePort(),
    // In-process jobs: the orphan checks then live in the database the backup carries.
    env: { REDIS_URL: '' },
  });
  const token = await signAccessToken(
    {
      database,
      issuer: `${server.baseUrl}/oidc`,
      settings: { OIDC_AUDIENCE: `${server.baseUrl}/api` },
    },
    { claims: { sub: OWNER, idp_sub: OWNER } },
  );
  return { server, database, token };
}

describe('npm run backup and npm run restore', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const tempFolder = async (): Promise<string> => {
    const folder = await mkdtemp(join(tmpdir(), 'my-account-backup-test-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    return folder;
  };
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  it('backs up a server during uploads; the restored one has every acknowledged photo, byte for byte', async () => {
    const dataDir = await tempFolder();
    const first = await startEmbeddedServer(dataDir);
    cleanups.push(
      () => first.server.kill('SIGKILL'),
      () => first.database.destroy(),
    );
    const uploads = await startContinuousUploads({
      baseUrl: first.server.baseUrl,
      token: first.token,
      workers: 2,
    });
    await uploads.acknowledged(6);

    const backupDir = join(await tempFolder(), 'backup');
    const backupStarted = performance.now();
    const backup = await command('backup', [backupDir], { DATA_DIR: dataDir });
    const backupEnded = performance.now();
    const attempts = await uploads.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .* blobs/);

    expect(attempts.every((attempt) => attempt.status === 201)).toBe(true);
    const acknowledgedBefore = attempts.filter((attempt) => attempt.answeredAt < backupStarted);
    expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(6);
    // The server was taking uploads while the backup ran, which is the point of the test.
    expect(attempts.some((a) => a.sentAt < backupEnded && a.answeredAt > backupStarted)).toBe(true);

    const manifest = await readManifest(backupDir);
    expect(manifest.database.tables.photo_management_photos).toBeGreaterThanOrEqual(
      acknowledgedBefore.length,
    );
    expect(manifest.blobs.files).toBeGreaterThan(0);

    await first.server.kill('SIGTERM');
    // A live or used DATA_DIR is never restored into.
    const refused = await command('restore', [backupDir, dataDir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');

    const restoredDir = await tempFolder();
    const restore = await command('restore', [backupDir, restoredDir]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const second = await startEmbeddedServer(restoredDir);
    cleanups.push(
      () => second.server.kill('SIGKILL'),
      () => second.database.destroy(),
    );
    const response = await fetch(`${second.server.baseUrl}/api/photo-management/photos`, {
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(response.status).toBe(200);
    const listed = PhotoPageSchema.parse(await response.json()).images;
    expect(listed.length).toBe(manifest.database.tables.photo_management_photos);

    const uploadedHashes = new Set(attempts.map((attempt) => attempt.sha256));
    const restoredHashes = new Map<string, string>();
    for (const photo of listed) {
      const original = await fetch(photo.untouchedUrl);
      expect(original.status, photo.localFileName).toBe(200);
      const hash = sha256(Buffer.from(await original.arrayBuffer()));
      // Every restored row has its original (the snapshot came before the blobs), as uploaded.
      expect(uploadedHashes.has(hash), photo.localFileName).toBe(true);
      restoredHashes.set(photo.imageId, hash);
    }
    for (const attempt of acknowledgedBefore) {
      expect(restoredHashes.get(attempt.photoId ?? ''), attempt.name).toBe(attempt.sha256);
    }
    // A ceiling, not a target: ~20 s alone on a slower machine, and once over 40 s beside the
    // suite's other files there.
  }, 90_000);

  it('refuses PostgreSQL or S3 settings, and a backup folder that is not empty', async () => {
    const dataDir = await tempFolder();
    const external: Record<string, string>[] = [
      { DATABASE_URL: 'postgres://backup@127.0.0.1:5432/my_account' },
      { S3_BUCKET: 'photos' },
    ];
    for (const env of external) {
      const refused = await command('backup', [await tempFolder()], { DATA_DIR: dataDir, ...env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('README.md, section "Backups"');
    }

    const used = await tempFolder();
    await command('backup', [join(used, 'first')], { DATA_DIR: dataDir });
    const notEmpty = await command('backup', [used], { DATA_DIR: dataDir });
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain('is not empty');
    expect(await readdir(used)).toEqual(['first']);

    const usage = await command('restore', [used]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run restore');
  });
});
