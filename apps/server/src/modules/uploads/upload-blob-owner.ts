import type { Kysely } from 'kysely';
import type { BlobOwner, BlobUnitRef } from '../../platform/blobs/orphan-sweep.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findUploadBlobKeys } from './uploads.repository.ts';

function uploadUnitOf(key: string): BlobUnitRef | undefined {
  const [, uploadId, ...rest] = key.split('/');
  if (!uploadId || rest.length === 0) {
    return undefined;
  }
  return { unit: `uploads/${uploadId}/`, rowId: uploadId };
}

/** For the orphan sweep: `uploads/<id>/file`, owned by the upload row naming it. */
export function uploadBlobOwner(db: Kysely<Database>): BlobOwner {
  return {
    prefix: 'uploads/',
    unitOf: uploadUnitOf,
    async owned(units) {
      const keys = await findUploadBlobKeys(
        db,
        units.map((unit) => unit.rowId),
      );
      return new Set(keys.flatMap((key) => uploadUnitOf(key)?.unit ?? []));
    },
  };
}
