import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SignedUrlSchema } from '@my-account/contract/downloads';
import {
  openKillableLibrary,
  sha256,
  type KillableLibrary,
} from '../../../test/support/killable-library.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { archiveBlobKey } from './downloads.deps.ts';
import { findDownload } from './downloads.repository.ts';
import { openZip } from './zip-test-support.ts';

const PHOTOS = 32;
const PHOTO_BYTES = 4 * 1024 * 1024;

describe('a server process killed while it writes an archive', () => {
  let library: KillableLibrary | undefined;

  afterEach(async () => {
    await library?.close();
    library = undefined;
  });

  it('serves no partial zip, keeps the originals, and the restarted server finishes it, leaving no partial file', async () => {
    const opened = await openKillableLibrary({
      ownerId: 'kim',
      photos: PHOTOS,
      photoBytes: PHOTO_BYTES,
    });
    library = opened.library;
    const { db, headers, ids, originals } = library;
    const downloadId = randomUUID();
    const created = await fetch(`${opened.server.baseUrl}/api/downloads/downloads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: downloadId, photos: ids }),
    });
    expect(created.status).toBe(202);

    // Killed once the zip (128 MB) is well on its way in its temporary file.
    await library.waitForPartialBlob(16 * 1024 * 1024);
    await library.kill(opened.server);
    const partial = await library.temporaryFiles();
    expect(partial).toHaveLength(1);
    const killed = await findDownload(db, 'kim', downloadId);
    expect(killed?.status).toBe('IN_PROGRESS');
    expect(killed?.blob_key).toBeNull();
    expect(await library.blobs.head(archiveBlobKey('kim', downloadId))).toBeUndefined();

    const second = await library.start();
    const ready = await waitFor(
      async () => {
        const row = await findDownload(db, 'kim', downloadId);
        return row?.status === 'READY' ? row : undefined;
      },
      { what: 'the restarted server to finish the archive', timeoutMs: 30_000, intervalMs: 100 },
    );
    // A bigint column: a string from PostgreSQL.
    expect(Number(ready.size)).toBeGreaterThan(PHOTOS * PHOTO_BYTES);
    const urlResponse = await fetch(`${second.baseUrl}/api/downloads/downloads/${downloadId}/url`, {
      headers,
    });
    expect(urlResponse.status).toBe(200);
    const { url } = SignedUrlSchema.parse(await urlResponse.json());
    const zip = openZip(Buffer.from(await (await fetch(url)).arrayBuffer()));
    expect(zip.names).toHaveLength(PHOTOS);
    ids.forEach((id, index) => {
      expect(sha256(zip.bytes(`photo-${index}.jpg`))).toBe(
        sha256(originals.get(id) ?? Buffer.of()),
      );
    });
    expect(await library.originalsIntact()).toBe(true);
    // The retry removed the first attempt's partial zip, without waiting for the hourly sweep.
    expect(await library.temporaryFiles()).toEqual([]);
  }, 90_000);
});
