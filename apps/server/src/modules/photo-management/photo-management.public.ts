/**
 * What other modules may use of photo-management (decision 0130): the photo record and the reads
 * of it they need, a Photo with its signed image URLs, and the upload pipeline (imports of past
 * uploads and demo data go through it like any upload); for the app, its part in account
 * deletion.
 */
export type { PhotoRow } from './photos.repository.ts';
export {
  countOwnedPhotos,
  findPhotoByHash,
  findPhotoById,
  findPhotoByIdAnyOwner,
} from './photos.repository.ts';
export {
  findPhotosByIds,
  iterateOwnerPhotos,
  listNewestPhotoIds,
} from './photo-reads.repository.ts';
export { blobKeyOf, toPhoto } from './photo-view.ts';
/** Shared photo books serve their pages (thumbnails) themselves (decision 0246). */
export { THUMBNAIL_CONTENT_TYPE } from './image-renditions.ts';
export { decodeCursor, encodeCursor } from './photo-cursor.ts';
export { imageUrlBase } from './request-origin.ts';
export {
  createPhotoManagementDeps,
  type ImageUrlBase,
  type PhotoManagementDeps,
} from './photo-management.deps.ts';
export { uploadPhoto } from './photo-upload.service.ts';
export { receiveToTempFile, tooLarge } from './upload-receiver.ts';
export { demoImageSpec, makeDemoJpeg, seededRandom } from './demo-photo-images.ts';
export { deleteCustomerPhotos } from './customer-photos-deletion.ts';
export { deleteCustomerResumableUploads } from './resumable-upload.service.ts';
/** For the app's start-up warm-up (decision 0307). */
export { timelineWarmUpPaths } from './photo-warm-up.ts';
