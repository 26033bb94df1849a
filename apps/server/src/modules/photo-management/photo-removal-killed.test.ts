import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openKillableLibrary,
  type KillableLibrary,
} from '../../../test/support/killable-library.ts';
import { waitFor } from '../../../test/support/wait-for.ts';

const CRASH_AFTER_COMMIT = fileURLToPath(
  new URL('../../../test/support/crash-after-commit.ts', import.meta.url),
);
/** "Delete all" takes 500 rows a batch: this library is two batches. */
const PHOTOS = 600;

/** Photo ids of the blob folders in the store (the library's are `photos/test/<id>/`). */
async function blobFolderIds(library: KillableLibrary): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const blob of library.blobs.list('photos/')) {
    ids.add(blob.key.split('/')[2] ?? '');
  }
  return ids;
}

async function photoRowIds(library: KillableLibrary): Promise<Set<string>> {
  const rows = await library.db
    .selectFrom('photo_management_photos')
    .select('id')
    .where('owner_id', '=', library.ownerId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

describe('a server process killed between a "delete all" batch and its blob removal', () => {
  let library: KillableLibrary | undefined;

  afterEach(async () => {
    await library?.close();
    library = undefined;
  });

  it('leaves no blob without a row: the restarted server removes that batch’s folders', async () => {
    const opened = await openKillableLibrary({
      ownerId: 'dana',
      photos: PHOTOS,
      photoBytes: 16,
      firstServer: {
        preload: [CRASH_AFTER_COMMIT],
        env: { CRASH_AFTER_COMMIT_DELETING_FROM: 'photo_management_photos' },
      },
    });
    const lib = opened.library;
    library = lib;
    const { authorization = '' } = lib.headers;
    await expect(
      fetch(`${opened.server.baseUrl}/api/photo-management/photos/all`, {
        method: 'DELETE',
        headers: { authorization },
      }),
    ).rejects.toThrow();
    await lib.kill(opened.server);
    // Killed right after the first batch's commit: its rows are gone, every blob is still there.
    const kept = await photoRowIds(lib);
    expect(kept.size).toBe(PHOTOS - 500);
    expect((await blobFolderIds(lib)).size).toBe(PHOTOS);

    await lib.start();
    const left = await waitFor(
      async () => {
        const folders = await blobFolderIds(lib);
        return folders.size === kept.size ? folders : undefined;
      },
      { what: 'the folders of the deleted batch to go', timeoutMs: 20_000, intervalMs: 100 },
    );
    // What is left is exactly the folders of the photos the killed request never reached.
    expect([...left].sort()).toEqual([...kept].sort());
    expect(await photoRowIds(lib)).toEqual(kept);
  }, 90_000);
});
