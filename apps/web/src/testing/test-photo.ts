import type { Photo } from '@my-account/contract/photos';

/** A photo of the contract, taken and uploaded in March 2026, with URLs named after its id. */
export function testPhoto(imageId: string, overrides: Partial<Photo> = {}): Photo {
  return {
    imageId,
    localFileName: `${imageId}.jpg`,
    uploadId: 'u',
    url: `https://example.test/${imageId}.jpg`,
    untouchedUrl: `https://example.test/${imageId}-o.jpg`,
    dateTaken: '2026-03-10T10:00:00Z',
    created: '2026-03-10T10:00:00Z',
    thumbnails: [],
    ...overrides,
  };
}
