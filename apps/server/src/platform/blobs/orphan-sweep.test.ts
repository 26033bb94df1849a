import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreAdapters } from '../../../test/support/blob-store-adapters.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3-test-server.ts';
import type { BlobStore } from './blob-store.ts';
import { sweepOrphanBlobs, type BlobOwner, type OrphanSweepOptions } from './orphan-sweep.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Folders `photos/<owner>/<id>/` and files `downloads/<owner>/<id>.zip`, owned by `rows`. */
function ownersOf(rows: Set<string>): BlobOwner[] {
  const owned = (units: readonly { unit: string }[]): Promise<Set<string>> =>
    Promise.resolve(new Set(units.map((unit) => unit.unit).filter((unit) => rows.has(unit))));
  return [
    {
      prefix: 'photos/',
      unitOf(key) {
        const [, owner, id, ...rest] = key.split('/');
        return owner && id && rest.length > 0
          ? { unit: `photos/${owner}/${id}/`, rowId: id }
          : undefined;
      },
      owned,
    },
    {
      prefix: 'downloads/',
      unitOf: (key) => (key.endsWith('.zip') ? { unit: key, rowId: key } : undefined),
      owned,
    },
  ];
}

async function keysIn(blobs: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['downloads/', 'photos/']) {
    for await (const blob of blobs.list(prefix)) {
      keys.push(blob.key);
    }
  }
  return keys;
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

describe.each(blobStoreAdapters(() => s3))(
  'orphan sweep on the $adapter blob store',
  ({ open }) => {
    /**
     * A store with owned and orphaned photo folders and archives; "now" is two hours on, so all
     * of them are old enough, except what `recent` writes later.
     */
    async function storeWithOrphans() {
      const { blobs, cleanup } = await open();
      const rows = new Set(['photos/a/kept/', 'downloads/a/kept.zip']);
      const orphans = ['downloads/a/gone.zip', 'photos/a/gone/', 'photos/b/gone/'];
      for (const key of [
        'downloads/a/gone.zip',
        'downloads/a/kept.zip',
        'photos/a/gone/original',
        'photos/a/gone/300.jpg',
        'photos/a/gone/800.jpg',
        'photos/a/kept/original',
        'photos/b/gone/original',
        'photos/stray',
      ]) {
        await blobs.put(key, Readable.from([Buffer.from(key)]));
      }
      const options = (more: Partial<OrphanSweepOptions> = {}): OrphanSweepOptions => ({
        blobs,
        owners: ownersOf(rows),
        after: undefined,
        pageSize: 100,
        minAgeMs: HOUR_MS,
        now: new Date(Date.now() + 2 * HOUR_MS),
        apply: false,
        ...more,
      });
      return { blobs, cleanup, orphans, options };
    }

    it('reports orphans without removing anything, unless told to apply', async () => {
      const { blobs, cleanup, orphans, options } = await storeWithOrphans();
      const before = await keysIn(blobs);
      const dry = await sweepOrphanBlobs(options());
      expect(dry.orphans.map((unit) => unit.unit)).toEqual(orphans);
      expect(dry.orphans.find((unit) => unit.unit === 'photos/a/gone/')).toMatchObject({
        blobs: 3,
        bytes: 'photos/a/gone/original'.length + 2 * 'photos/a/gone/300.jpg'.length,
      });
      expect(dry.unrecognised).toEqual(['photos/stray']);
      expect(dry.next).toBeUndefined();
      expect(await keysIn(blobs)).toEqual(before);

      const applied = await sweepOrphanBlobs(options({ apply: true }));
      expect(applied.orphans.map((unit) => unit.unit)).toEqual(orphans);
      expect(await keysIn(blobs)).toEqual([
        'downloads/a/kept.zip',
        'photos/a/kept/original',
        'photos/stray',
      ]);
      expect((await sweepOrphanBlobs(options())).orphans).toEqual([]);
      await cleanup();
    });

    it('leaves a folder with a blob written within the minimum age', async () => {
      const { blobs, cleanup, options } = await storeWithOrphans();
      const now = new Date();
      // "Now" is now: every blob was just written, as an upload's before its row lands.
      const outcome = await sweepOrphanBlobs(options({ now, apply: true }));
      expect(outcome.orphans).toEqual([]);
      expect(outcome.tooRecent.map((unit) => unit.unit)).toEqual([
        'downloads/a/gone.zip',
        'photos/a/gone/',
        'photos/b/gone/',
      ]);
      expect(await blobs.head('photos/a/gone/original')).toBeDefined();
      await cleanup();
    });

    it('goes a page at a time, never splitting a folder, and resumes where it stopped', async () => {
      const { cleanup, orphans, options } = await storeWithOrphans();
      // Six units (two archives, three photo folders, one stray key), whatever the page size.
      for (const pageSize of [1, 2, 3, 4, 5, 6, 7]) {
        const examined: number[] = [];
        const found: string[] = [];
        let after: string | undefined;
        do {
          const outcome = await sweepOrphanBlobs(options({ pageSize, after }));
          examined.push(outcome.examined);
          found.push(...outcome.orphans.map((unit) => unit.unit));
          after = outcome.next;
        } while (after !== undefined);
        expect(examined, `pages of ${pageSize}`).toEqual(
          Array.from({ length: Math.ceil(6 / pageSize) }, (_, page) =>
            Math.min(pageSize, 6 - page * pageSize),
          ),
        );
        expect(found, `pages of ${pageSize}`).toEqual(orphans);
      }
      await expect(sweepOrphanBlobs(options({ after: 'elsewhere/x' }))).rejects.toThrow(/cursor/);
      await cleanup();
    });
  },
);
