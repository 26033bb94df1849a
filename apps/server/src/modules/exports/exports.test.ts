import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackupChunkUrlSchema,
  BackupSchema,
  CreatedBackupSchema,
  type Backup,
} from '@my-account/contract/backups';
import { listOutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';
import { loadOrCreateOutboxKey } from '../dev-outbox/dev-outbox.public.ts';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { colourJpeg, openZip, uploadPhoto } from '../downloads/zip-test-support.ts';
import { createExportsDeps } from './exports.deps.ts';
import { sweepExports } from './exports.sweep.ts';

const sha = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('exports (backups)', () => {
  let library: PhotoLibraryServer;
  let alice: string;
  let bob: string;
  const originals: Buffer[] = [];

  const readyBackup = async (
    token: string,
    id: string,
  ): Promise<Extract<Backup, { status: 'READY' }>> =>
    waitFor(
      async () => {
        const backup = BackupSchema.parse(
          await (await library.call(token, 'GET', `/backups/${id}`)).json(),
        );
        return backup.status === 'READY' ? backup : undefined;
      },
      { what: 'the export to be READY', timeoutMs: 20_000 },
    );

  const requestBackup = async (token: string): Promise<string> => {
    const response = await library.call(token, 'POST', '/backups');
    expect(response.status).toBe(202);
    const created = CreatedBackupSchema.parse(await response.json());
    expect(created.status).toBe('REQUESTED');
    return created.id;
  };

  beforeAll(async () => {
    // Small chunks: the 800 KB photo fills one alone, the others share.
    library = await startPhotoLibraryServer({ EXPORT_CHUNK_BYTES: '300000' });
    alice = await library.tokenFor('alice');
    bob = await library.tokenFor('bob');
    const files: [string, Buffer][] = [
      ['Canon_40D.jpg', await readFile(testPhoto('Canon_40D.jpg'))],
      ['gps_DSCN0010.jpg', await readFile(testPhoto('gps_DSCN0010.jpg'))],
      ['mobile_jolla.jpg', await readFile(testPhoto('mobile_jolla.jpg'))],
      ['orientation_landscape_6.jpg', await readFile(testPhoto('orientation_landscape_6.jpg'))],
      ['IMG_1.jpg', await colourJpeg('red')],
      ['IMG_1.jpg', await colourJpeg('blue')],
    ];
    for (const [name, data] of files) {
      await uploadPhoto(library, alice, name, data);
      originals.push(data);
    }
  }, 60_000);

  afterAll(async () => {
    await library.close();
  });

  it('writes the library as stored zip chunks holding every photo once, then e-mails the link', async () => {
    const id = await requestBackup(alice);
    const backup = await readyBackup(alice, id);
    expect(backup.chunks.length).toBeGreaterThanOrEqual(3);
    expect(backup.chunks.map((chunk) => chunk.iteration)).toEqual(
      backup.chunks.map((_, index) => index + 1),
    );

    const seen: string[] = [];
    const names: string[] = [];
    for (const chunk of backup.chunks) {
      const urlResponse = await library.call(
        alice,
        'GET',
        `/backups/${id}/chunks/${chunk.iteration}/url`,
      );
      expect(urlResponse.status).toBe(200);
      const file = await fetch(BackupChunkUrlSchema.parse(await urlResponse.json()).url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(
        /^attachment; filename=photos-export-[0-9a-f]{8}-\d+\.zip$/u,
      );
      const data = Buffer.from(await file.arrayBuffer());
      expect(data.length).toBe(chunk.size);
      const zip = openZip(data);
      expect(zip.methods.every((method) => method === 'stor')).toBe(true);
      names.push(...zip.names);
      seen.push(...zip.names.map((name) => sha(zip.bytes(name))));
    }
    expect(seen.sort()).toEqual(originals.map(sha).sort());
    expect(names).toContain('IMG_1 (1).jpg');
    expect(new Set(names).size).toBe(names.length);

    const link = `${library.server.baseUrl}/my-photos/exports/${id}`;
    const mail = await waitFor(
      async () => {
        const { mails } = await listOutboxMail(library.server.database.db, { limit: 10 });
        return mails.find((candidate) => candidate.text.includes(link));
      },
      { what: 'the export e-mail' },
    );
    expect(mail.to).toBe('someone@example.com');
    expect(mail.html).toContain(`href="${link}"`);

    // The developer outbox shows it with the link clickable.
    const key = await loadOrCreateOutboxKey(library.server.settings.DATA_DIR);
    const page = await (await fetch(`${library.server.baseUrl}/dev/outbox?key=${key}`)).text();
    expect(page).toContain(`<a href="${link}">`);
  });

  it('answers 404 to another customer on every route and to an altered chunk URL', async () => {
    const id = await requestBackup(alice);
    await readyBackup(alice, id);
    expect((await library.call(bob, 'GET', `/backups/${id}`)).status).toBe(404);
    expect((await library.call(bob, 'GET', `/backups/${id}/chunks/1/url`)).status).toBe(404);
    expect((await library.call(alice, 'GET', `/backups/${id}/chunks/99/url`)).status).toBe(404);
    expect((await library.call(alice, 'GET', '/backups/unknown')).status).toBe(404);

    const { url } = BackupChunkUrlSchema.parse(
      await (await library.call(alice, 'GET', `/backups/${id}/chunks/1/url`)).json(),
    );
    const other = new URL(url);
    other.pathname = other.pathname.replace('/1.zip', '/2.zip');
    expect((await fetch(other)).status).toBe(404);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 1));
    expect((await fetch(later)).status).toBe(404);
  });

  it('gives an empty library one empty chunk', async () => {
    const id = await requestBackup(bob);
    const backup = await readyBackup(bob, id);
    expect(backup.chunks).toEqual([{ iteration: 1, size: 22 }]);
  });

  it('answers 404 once the link expired, and the sweep removes the chunks', async () => {
    const id = await requestBackup(alice);
    const backup = await readyBackup(alice, id);
    expect(backup.chunks.length).toBeGreaterThan(0);
    const deps = createExportsDeps(library.server.ctx);
    const listed = async () => {
      const keys: string[] = [];
      for await (const blob of library.server.ctx.blobs.list('exports/')) {
        if (blob.key.includes(id)) {
          keys.push(blob.key);
        }
      }
      return keys;
    };
    expect(await listed()).toHaveLength(backup.chunks.length);
    await deps.db
      .updateTable('exports_backups')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await library.call(alice, 'GET', `/backups/${id}`)).status).toBe(404);
    expect(
      (await sweepExports(deps, new Date(Date.now() + DAY_MS))).expired,
    ).toBeGreaterThanOrEqual(1);
    expect(await listed()).toEqual([]);
  });
});
