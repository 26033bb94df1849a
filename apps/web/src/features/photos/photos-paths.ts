/** The photo library's URLs (the spec's routes). */
export const photosPaths = {
  root: '/my-photos',
  photos: '/my-photos/photos',
  albums: '/my-photos/albums',
  preview: (photoId: string) => `/my-photos/photos/preview/${encodeURIComponent(photoId)}`,
} as const;
