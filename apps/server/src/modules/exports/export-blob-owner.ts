import type { Kysely } from 'kysely';
import { rowFolderUnitOf, type BlobOwner } from '../../platform/blobs/orphan-sweep.ts';
import type { Database } from '../../platform/database/schema.ts';
import { chunkBlobPrefix } from './exports.deps.ts';
import { findBackupBlobOwners } from './exports.repository.ts';

/**
 * For the orphan sweep: `exports/<owner>/<backup id>/<n>.zip`, a backup's chunk folder, owned
 * while the backup's row is there (the exports sweep removes both once it expires).
 */
export function exportBlobOwner(db: Kysely<Database>): BlobOwner {
  return {
    prefix: 'exports/',
    unitOf: rowFolderUnitOf('exports/'),
    async owned(units) {
      const rows = await findBackupBlobOwners(
        db,
        units.map((unit) => unit.rowId),
      );
      return new Set(rows.map((row) => chunkBlobPrefix(row.owner_id, row.id)));
    },
  };
}
