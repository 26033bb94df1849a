/**
 * What other modules may use of shared-albums (decision 0130): downloads checks its photos; the
 * app takes a deleted customer out of the albums shared with them.
 */
export { readableSharedAlbumPhotos, type SharedAlbumPhotoRef } from './shared-album-access.ts';
export { deleteParticipation } from './shared-albums.repository.ts';
