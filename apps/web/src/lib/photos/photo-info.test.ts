import { describe, expect, it } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { gridThumbnailSize, knownDateTaken, thumbnailUrl } from '@/lib/photos/photo-info';

function photo(overrides: Partial<Photo> = {}): Photo {
  return {
    imageId: 'p1',
    localFileName: 'beach.jpg',
    uploadId: 'u1',
    url: 'https://example.test/1300.jpg',
    untouchedUrl: 'https://example.test/original.jpg',
    created: '2026-01-01T10:00:00.000Z',
    thumbnails: [
      { id: '300', url: 'https://example.test/300.jpg', width: 300, height: 200 },
      { id: '800', url: 'https://example.test/800.jpg', width: 800, height: 533 },
    ],
    ...overrides,
  };
}

describe('photo info', () => {
  it('uses 300 thumbnails on small and medium screens and 800 on large ones', () => {
    expect(gridThumbnailSize('small')).toBe('300');
    expect(gridThumbnailSize('medium')).toBe('300');
    expect(gridThumbnailSize('large')).toBe('800');
    expect(thumbnailUrl(photo(), '800')).toBe('https://example.test/800.jpg');
    expect(thumbnailUrl(photo(), '1300')).toBe('https://example.test/1300.jpg');
  });

  it('treats a missing date and January 1970 as unknown', () => {
    expect(knownDateTaken(photo())).toBeUndefined();
    expect(knownDateTaken(photo({ dateTaken: '1970-01-01T00:00:00.000Z' }))).toBeUndefined();
    expect(knownDateTaken(photo({ dateTaken: '2024-07-14T18:30:00+02:00' }))?.toISOString()).toBe(
      '2024-07-14T16:30:00.000Z',
    );
  });
});
