/**
 * What other modules may use of albums (decision 0130): a shared album is an album of its owner
 * (decision 0071), so shared-albums reads, shows and pages albums through these; downloads
 * checks an album's photos; the app hands the album count to photo-management and deletes a
 * customer's albums with their account.
 */
export { albumImageBase, createAlbumDeps, type AlbumDeps } from './albums.deps.ts';
export {
  albumsAfter,
  decodeAlbumCursor,
  nextAlbumCursor,
  type AlbumCursor,
} from './album-cursor.ts';
export { albumPhotoPage, toAlbums } from './album-view.ts';
export { albumContainsPhotos } from './album-access.ts';
export { countOwnAlbums } from './albums.service.ts';
export {
  deleteAlbumRow,
  deleteAlbumsOfCustomer,
  findAlbumSummaries,
  findAlbumSummary,
  insertAlbum,
  type AlbumSummaryRow,
} from './albums.repository.ts';
export {
  insertAlbumPhotoRows,
  insertAlbumPhotos,
  removeOwnerPhotosFromAlbum,
  type AlbumPhotoRow,
} from './album-photos.repository.ts';
