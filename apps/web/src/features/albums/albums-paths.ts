/** The album screens' URLs (the spec's routes). */
export const albumsPaths = {
  albums: '/my-photos/albums',
  album: (albumId: string) => `/my-photos/albums/${encodeURIComponent(albumId)}`,
  sharedAlbum: (albumId: string) => `/my-photos/shared-albums/${encodeURIComponent(albumId)}`,
  albumPreview: (albumId: string, photoId: string) =>
    `/my-photos/albums/${encodeURIComponent(albumId)}/preview/${encodeURIComponent(photoId)}`,
  sharedAlbumPreview: (albumId: string, photoId: string) =>
    `/my-photos/shared-albums/${encodeURIComponent(albumId)}/preview/${encodeURIComponent(photoId)}`,
} as const;
