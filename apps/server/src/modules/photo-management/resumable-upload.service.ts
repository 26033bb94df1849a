import type { Upload } from '@tus/utils';
import type { Kysely } from 'kysely';
import {
  MAX_UPLOAD_FILE_NAME_LENGTH,
  UploadPhotoQuerySchema,
  type Photo,
} from '@my-account/contract/photos';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import type { ImageUrlBase, PhotoManagementDeps } from './photo-management.deps.ts';
import { uploadPhoto } from './photo-upload.service.ts';
import type { AppSettings } from '../../config/env.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import {
  createResumableUploadStorage,
  type ResumableUploadStorage,
} from './resumable-upload-files.ts';
import {
  deleteResumableUpload,
  findOwnedResumableUpload,
  findResumableUploadsBefore,
  findResumableUploadsOf,
  insertResumableUpload,
} from './resumable-uploads.repository.ts';
import { cleanFileName, emptyPhoto, fileNameTooLong } from './upload-receiver.ts';

/** An upload not finished this long after it started is abandoned, and removed (decision 0268). */
export const RESUMABLE_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Who sends a request to the tus server, and where their photo's image URLs point. */
export interface UploadCaller {
  user: AuthUser;
  base: ImageUrlBase;
}

/**
 * PATCH, HEAD and DELETE reach an upload only for its owner: another customer's upload answers
 * 404 exactly as one that does not exist.
 */
export async function checkResumableUploadAccess(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
): Promise<void> {
  const owned = await findOwnedResumableUpload(db, user.sub, id);
  if (!owned) {
    throw notFound('Upload');
  }
}

/**
 * Admits a new upload (tus creation): its length must be known and within the limit the store
 * already checks, not zero, and its name one a file system keeps. Records the owner.
 */
export async function admitResumableUpload(
  db: Kysely<Database>,
  user: AuthUser,
  upload: Upload,
): Promise<void> {
  if (upload.size === undefined) {
    throw new HttpError(
      400,
      'UPLOAD_LENGTH_REQUIRED',
      'Say the length of the photo (Upload-Length) when the upload starts.',
    );
  }
  if (upload.size === 0) {
    throw emptyPhoto();
  }
  const name = upload.metadata?.filename ?? '';
  if (name.length > MAX_UPLOAD_FILE_NAME_LENGTH) {
    throw fileNameTooLong();
  }
  await insertResumableUpload(db, {
    id: upload.id,
    owner_id: user.sub,
    created_at: new Date().toISOString(),
  });
}

/** The client's id for the upload (tus metadata `uploadId`), checked as the query's. */
function clientUploadId(upload: Upload): string | undefined {
  const parsed = UploadPhotoQuerySchema.safeParse({ uploadId: upload.metadata?.uploadId });
  return parsed.success ? parsed.data.uploadId : undefined;
}

/** Removes the upload's bytes and its row: once it is a photo, refused, expired or deleted. */
export async function discardResumableUpload(
  db: Kysely<Database>,
  storage: ResumableUploadStorage,
  id: string,
): Promise<void> {
  await storage.remove(id);
  await deleteResumableUpload(db, id);
}

/** The uploads whose photo this process is making now (after their last byte arrived). */
export type FinishingUploads = Set<string>;

/**
 * An upload whose every byte arrived but which this process is not turning into a photo (the
 * server died between the two) would read as complete, and the client would stop there with no
 * photo. It is removed instead, so the HEAD that asks answers 404 and the client starts again.
 */
export async function discardIfStranded(
  db: Kysely<Database>,
  storage: ResumableUploadStorage,
  finishing: FinishingUploads,
  id: string,
): Promise<void> {
  if (finishing.has(id)) {
    return;
  }
  const upload = await storage.datastore.getUpload(id).catch((error: unknown) => {
    // Only a missing upload: a storage that fails for a moment (S3) must not lose one.
    if (
      typeof error === 'object' &&
      error !== null &&
      'status_code' in error &&
      error.status_code === 404
    ) {
      return undefined;
    }
    throw error;
  });
  if (!upload || (upload.size !== undefined && upload.offset >= upload.size)) {
    await discardResumableUpload(db, storage, id);
    throw notFound('Upload');
  }
}

/**
 * The last byte has arrived: the file goes through the same pipeline as the one-request upload
 * (type sniffed from the bytes, decode, original and thumbnails stored, row). Whatever the
 * outcome, the upload is gone afterwards: a refused file is refused for good, and a retry after
 * a server error starts a new upload rather than finding a "complete" one that is no photo.
 */
export async function finishResumableUpload(
  deps: PhotoManagementDeps,
  storage: ResumableUploadStorage,
  finishing: FinishingUploads,
  caller: UploadCaller,
  upload: Upload,
): Promise<{ photo: Photo; created: boolean }> {
  finishing.add(upload.id);
  try {
    return await uploadPhoto(deps, caller.user, {
      receive: async () => ({
        ...(await storage.localFile(upload.id)),
        fileName: cleanFileName(upload.metadata?.filename ?? ''),
      }),
      uploadId: clientUploadId(upload),
      base: caller.base,
    });
  } finally {
    await discardResumableUpload(deps.db, storage, upload.id);
    finishing.delete(upload.id);
  }
}

/** Removes uploads started more than a lifetime ago (abandoned); returns how many. */
export async function removeExpiredResumableUploads(
  db: Kysely<Database>,
  storage: ResumableUploadStorage,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - RESUMABLE_UPLOAD_LIFETIME_MS).toISOString();
  let removed = 0;
  for (;;) {
    const ids = await findResumableUploadsBefore(db, before, BATCH);
    for (const id of ids) {
      await discardResumableUpload(db, storage, id);
    }
    removed += ids.length;
    if (ids.length < BATCH) {
      return removed;
    }
  }
}

/** Account deletion: every unfinished upload of the customer, bytes and rows. */
export async function deleteCustomerResumableUploads(
  {
    db,
    blobs,
    settings,
  }: {
    db: Kysely<Database>;
    blobs: BlobStore;
    settings: Pick<AppSettings, 'DATA_DIR' | 'S3_BUCKET'>;
  },
  ownerId: string,
): Promise<void> {
  const storage = createResumableUploadStorage(settings, blobs);
  for (;;) {
    const ids = await findResumableUploadsOf(db, ownerId, BATCH);
    for (const id of ids) {
      await discardResumableUpload(db, storage, id);
    }
    if (ids.length < BATCH) {
      return;
    }
  }
}
