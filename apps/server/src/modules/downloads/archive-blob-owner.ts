import type { Kysely } from 'kysely';
import type { DownloadStatus } from '@my-account/contract/downloads';
import type { BlobOwner } from '../../platform/blobs/orphan-sweep.ts';
import type { Database } from '../../platform/database/schema.ts';
import { archiveBlobKey } from './downloads.deps.ts';
import { findArchiveBlobOwners } from './downloads.repository.ts';

/** An unfinished archive's job may be writing its zip before the row names it. */
const BEING_WRITTEN: readonly DownloadStatus[] = ['PENDING', 'IN_PROGRESS'];

/**
 * For the orphan sweep: `downloads/<owner>/<id>.zip`, owned by the archive that names it (READY)
 * or is still being made. A failed or expired archive's zip is never served again.
 */
export function archiveBlobOwner(db: Kysely<Database>): BlobOwner {
  return {
    prefix: 'downloads/',
    unitOf(key) {
      const [, owner, file, ...rest] = key.split('/');
      if (!owner || !file?.endsWith('.zip') || rest.length > 0) {
        return undefined;
      }
      return { unit: key, rowId: file.slice(0, -'.zip'.length) };
    },
    async owned(units) {
      const rows = await findArchiveBlobOwners(
        db,
        units.map((unit) => unit.rowId),
      );
      return new Set(
        rows.flatMap((row) => {
          if (BEING_WRITTEN.includes(row.status)) {
            return [archiveBlobKey(row.owner_id, row.id)];
          }
          return row.blob_key === null ? [] : [row.blob_key];
        }),
      );
    },
  };
}
