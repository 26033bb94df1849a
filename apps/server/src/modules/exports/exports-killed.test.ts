import { afterEach, describe, expect, it } from 'vitest';
import { BackupSchema, BackupChunkUrlSchema } from '@my-account/contract/backups';
import {
  openKillableLibrary,
  sha256,
  type KillableLibrary,
} from '../../../test/support/killable-library.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { openZip } from '../downloads/zip-test-support.ts';
import { findBackup, listChunks } from './exports.repository.ts';

const PHOTOS = 24;
const PHOTO_BYTES = 4 * 1024 * 1024;
/** Four photos a chunk: six chunks. */
const CHUNK_BYTES = 4 * PHOTO_BYTES;

describe('a server process killed during an export', () => {
  let library: KillableLibrary | undefined;

  afterEach(async () => {
    await library?.close();
    library = undefined;
  });

  it('is started over by the restarted server: every photo once, no chunk or partial file of the dead run', async () => {
    const opened = await openKillableLibrary({
      ownerId: 'lena',
      photos: PHOTOS,
      photoBytes: PHOTO_BYTES,
      env: { EXPORT_CHUNK_BYTES: String(CHUNK_BYTES) },
    });
    library = opened.library;
    const { db, headers, ids, originals } = library;
    const api = `${opened.server.baseUrl}/api/photo-management`;
    // No body, so no content-type.
    const created = await fetch(`${api}/backups`, {
      method: 'POST',
      headers: { authorization: headers.authorization ?? '' },
    });
    const { id } = BackupSchema.parse(await created.json());

    // Killed with a chunk finished and the next one half written.
    await waitFor(async () => ((await listChunks(db, id)).length >= 1 ? true : undefined), {
      what: 'the first chunk',
      timeoutMs: 20_000,
      intervalMs: 2,
    });
    await library.waitForPartialBlob(PHOTO_BYTES);
    await library.kill(opened.server);
    expect((await findBackup(db, id))?.status).toBe('IN_PROGRESS');
    expect(await library.temporaryFiles()).toHaveLength(1);

    const second = await library.start();
    await waitFor(async () => ((await findBackup(db, id))?.status === 'READY' ? true : undefined), {
      what: 'the restarted server to finish the export',
      timeoutMs: 30_000,
      intervalMs: 100,
    });
    const backup = BackupSchema.parse(
      await (
        await fetch(`${second.baseUrl}/api/photo-management/backups/${id}`, { headers })
      ).json(),
    );
    if (backup.status !== 'READY') {
      throw new Error(`The export is ${backup.status}`);
    }
    expect(backup.chunks.map((chunk) => chunk.iteration)).toEqual([1, 2, 3, 4, 5, 6]);
    const seen: string[] = [];
    for (const chunk of backup.chunks) {
      const { url } = BackupChunkUrlSchema.parse(
        await (
          await fetch(
            `${second.baseUrl}/api/photo-management/backups/${id}/chunks/${chunk.iteration}/url`,
            { headers },
          )
        ).json(),
      );
      const zip = openZip(Buffer.from(await (await fetch(url)).arrayBuffer()));
      for (const name of zip.names) {
        seen.push(sha256(zip.bytes(name)));
      }
    }
    expect(seen.sort()).toEqual(
      ids.map((photoId) => sha256(originals.get(photoId) ?? Buffer.of())).sort(),
    );
    expect(await library.originalsIntact()).toBe(true);
    // Starting over removed the dead run's partial chunk, without waiting for the hourly sweep.
    expect(await library.temporaryFiles()).toEqual([]);
  }, 90_000);
});
