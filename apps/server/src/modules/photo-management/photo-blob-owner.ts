import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { rowFolderUnitOf, type BlobOwner } from '../../platform/blobs/orphan-sweep.ts';
import { findBlobPrefixesOfPhotos } from './photos.repository.ts';

/** For the orphan sweep: `photos/<owner>/<photo id>/...`, owned by the photo row naming it. */
export function photoBlobOwner(db: Kysely<Database>): BlobOwner {
  return {
    prefix: 'photos/',
    unitOf: rowFolderUnitOf('photos/'),
    async owned(units) {
      return new Set(
        await findBlobPrefixesOfPhotos(
          db,
          units.map((unit) => unit.rowId),
        ),
      );
    },
  };
}
