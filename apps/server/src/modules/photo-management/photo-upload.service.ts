import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { UPLOAD_ERROR_CODES, type Photo } from '@my-account/contract/photos';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { photoBlobPrefix } from './blob-keys.ts';
import { removeBlobFoldersOrQueue } from './blob-removal.ts';
import { scheduleOrphanCheck, UPLOAD_STORE_DEADLINE_MS } from './orphan-blobs.ts';
import type { ImageUrlBase, PhotoManagementDeps } from './photo-management.deps.ts';
import { processPhoto } from './photo-processing.ts';
import { blobKeyOf, toPhoto, type StoredThumbnail } from './photo-view.ts';
import {
  currentGeneration,
  findPhotoByHash,
  insertPhotoInGeneration,
  type PhotoRow,
} from './photos.repository.ts';
import { emptyPhoto, type ReceivedFile } from './upload-receiver.ts';

export interface UploadResult {
  photo: Photo;
  /** False when the same file was in the library already (the existing photo is returned). */
  created: boolean;
}

export interface UploadRequest {
  /** Receives the file to a temporary path; called once the upload is admitted. */
  receive: () => Promise<ReceivedFile>;
  uploadId: string | undefined;
  base: ImageUrlBase;
  /**
   * When the file's upload ended, if that was before now: a past upload imported into the
   * library keeps its own time, so "Uploaded" and "Created" sort it apart (decision 0284).
   */
  uploadedAt?: string;
}

/**
 * Adds one photo: receive, check, decode once, store original + thumbnails, then the row. A
 * refused file leaves nothing: no row, no blob (blobs are removed again on any later failure).
 */
export async function uploadPhoto(
  deps: PhotoManagementDeps,
  user: AuthUser,
  request: UploadRequest,
): Promise<UploadResult> {
  try {
    const result = await addPhoto(deps, user, request);
    deps.metrics.uploads.inc({ outcome: result.created ? 'created' : 'duplicate' });
    return result;
  } catch (error) {
    // Refused: the file or the moment was wrong (4xx); failed: ours to look into.
    const refused = error instanceof HttpError && error.statusCode < 500;
    deps.metrics.uploads.inc({ outcome: refused ? 'refused' : 'failed' });
    throw error;
  }
}

async function addPhoto(
  deps: PhotoManagementDeps,
  user: AuthUser,
  request: UploadRequest,
): Promise<UploadResult> {
  const ownerId = user.sub;
  // Read before the bytes arrive: a "delete all" during the transfer then refuses this photo.
  const generation = await currentGeneration(deps.db, ownerId, new Date().toISOString());
  const received = await request.receive();
  try {
    const uploadEnd = request.uploadedAt ?? new Date().toISOString();
    if (received.size === 0) {
      throw emptyPhoto();
    }
    const signer = await deps.signer();
    const existing = await findPhotoByHash(deps.db, ownerId, received.sha256);
    if (existing) {
      return { photo: toPhoto(existing, signer, request.base), created: false };
    }
    const processed = await processPhoto(received.path, {
      maxPixels: deps.settings.MAX_UPLOAD_PIXELS,
      heic: deps.heic,
      renditionTimer: deps.metrics.thumbnailSeconds,
    });

    const id = randomUUID();
    const blobPrefix = photoBlobPrefix(ownerId, id);
    const thumbnails: StoredThumbnail[] = processed.renditions.thumbnails.map((rendition) => ({
      id: rendition.size,
      width: rendition.width,
      height: rendition.height,
    }));
    const createdAt = new Date().toISOString();
    const row: PhotoRow = {
      id,
      owner_id: ownerId,
      generation,
      content_hash: received.sha256,
      upload_id: request.uploadId ?? randomUUID(),
      file_name: received.fileName,
      mime_type: processed.mimeType,
      byte_size: received.size,
      width: processed.width,
      height: processed.height,
      date_taken: processed.dateTaken.instant,
      date_taken_offset: processed.dateTaken.offsetMinutes,
      month_bucket: processed.dateTaken.monthBucket,
      taken_sort: processed.dateTaken.instant ?? createdAt,
      created_at: createdAt,
      upload_end: uploadEnd,
      blob_prefix: blobPrefix,
      thumbnails: JSON.stringify(thumbnails),
      placeholder: processed.renditions.placeholder,
    };

    // Durable before the first blob: a crash before the row lands cannot leave them for good.
    const storeStarted = Date.now();
    await scheduleOrphanCheck(deps.jobs, { photoId: id, prefix: blobPrefix }, storeStarted);
    let outcome;
    try {
      // Moved in where the file was received into the store's staging folder (written once).
      await deps.blobs.putFile(blobKeyOf(row, 'original'), received.path);
      await Promise.all(
        processed.renditions.thumbnails.map((rendition) =>
          deps.blobs.put(blobKeyOf(row, rendition.size), Readable.from([rendition.data])),
        ),
      );
      if (Date.now() - storeStarted > UPLOAD_STORE_DEADLINE_MS) {
        throw new Error('Storing the photo took too long; its orphan check may already be due');
      }
      outcome = await insertPhotoInGeneration(deps.db, row);
    } catch (error) {
      await removeBlobFoldersOrQueue(deps, [blobPrefix]);
      throw error;
    }
    if (outcome === 'inserted') {
      return { photo: toPhoto(row, signer, request.base), created: true };
    }
    await removeBlobFoldersOrQueue(deps, [blobPrefix]);
    if (outcome === 'library-deleted') {
      throw new HttpError(
        409,
        UPLOAD_ERROR_CODES.libraryDeleted,
        'All photos were deleted while this one was uploading, so it was not kept.',
      ).forPeople({ id: 'uploadLibraryDeleted' });
    }
    // The same file finished uploading in another request meanwhile: that one is the photo.
    const winner = await findPhotoByHash(deps.db, ownerId, received.sha256);
    if (!winner) {
      throw new Error('A duplicate photo vanished during upload');
    }
    return { photo: toPhoto(winner, signer, request.base), created: false };
  } finally {
    await received.discard();
  }
}
