import type { DeletePhotosResult } from '@my-account/contract/photos';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { queueBlobRemoval, removeBlobFoldersOrQueue } from './blob-removal.ts';
import type { PhotoManagementDeps } from './photo-management.deps.ts';
import {
  blobPrefixesOf,
  deletePhotoBatchUpToGeneration,
  deletePhotosOfOwner,
  endGeneration,
} from './photos.repository.ts';

/** Rows deleted per statement by "delete all"; their blobs go in one job per batch. */
const DELETE_ALL_BATCH = 500;

/** Deletes one of the caller's photos and its files; 404 when it is not theirs or not there. */
export async function deletePhoto(
  deps: PhotoManagementDeps,
  user: AuthUser,
  id: string,
): Promise<void> {
  const deleted = await deletePhotosOfOwner(deps.db, user.sub, [id], new Date().toISOString());
  if (deleted.length === 0) {
    throw notFound('Photo');
  }
  await removeBlobFoldersOrQueue(deps, blobPrefixesOf(deleted));
}

/** Deletes those of the ids that are the caller's; the rest are reported as failed, untouched. */
export async function deletePhotos(
  deps: PhotoManagementDeps,
  user: AuthUser,
  photoIds: readonly string[],
): Promise<DeletePhotosResult> {
  const unique = [...new Set(photoIds)];
  const deleted = await deletePhotosOfOwner(deps.db, user.sub, unique, new Date().toISOString());
  const deletedIds = new Set(deleted.map((photo) => photo.id));
  await removeBlobFoldersOrQueue(deps, blobPrefixesOf(deleted));
  return { failedIds: unique.filter((id) => !deletedIds.has(id)) };
}

/**
 * Deletes every photo of the caller. Ending the library generation first means uploads still
 * in flight are refused when they finish; the rows go in batches (a short statement each, even
 * for 20k photos) and their blobs through the job queue, so the request stays quick. Each batch
 * records its folders' removal in its own transaction: a crash before the job is queued leaves
 * those records, not nameless folders (decision 0121).
 */
export async function deleteAllPhotos(
  deps: PhotoManagementDeps,
  user: AuthUser,
): Promise<{ deletedCount: number }> {
  const ended = await endGeneration(deps.db, user.sub, new Date().toISOString());
  let deletedCount = 0;
  for (;;) {
    const batch = await deletePhotoBatchUpToGeneration(
      deps.db,
      user.sub,
      ended,
      DELETE_ALL_BATCH,
      new Date().toISOString(),
    );
    deletedCount += batch.length;
    await queueBlobRemoval(deps, blobPrefixesOf(batch));
    // Only an empty batch ends it: on PostgreSQL a batch comes back short when another delete
    // took some of its rows at the same moment, with more rows still to go.
    if (batch.length === 0) {
      return { deletedCount };
    }
  }
}
