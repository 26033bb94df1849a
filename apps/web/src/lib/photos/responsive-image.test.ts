import { describe, expect, it } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { containSizes, coverSizes, thumbnailSrcSet } from '@/lib/photos/responsive-image';

function photo(thumbnails: Photo['thumbnails'], overrides: Partial<Photo> = {}): Photo {
  return {
    imageId: 'p1',
    localFileName: 'beach.jpg',
    uploadId: 'u1',
    url: 'https://example.test/1300.jpg',
    untouchedUrl: 'https://example.test/original.jpg',
    created: '2026-01-01T10:00:00.000Z',
    thumbnails,
    ...overrides,
  };
}

const thumb = (id: '300' | '800' | '1300', width: number, height: number) => ({
  id,
  url: `https://example.test/${id}.jpg`,
  width,
  height,
});

const landscape = photo([thumb('1300', 1300, 867), thumb('300', 300, 200), thumb('800', 800, 533)]);
const portrait = photo([thumb('300', 169, 300), thumb('800', 450, 800), thumb('1300', 731, 1300)]);

describe('responsive thumbnails', () => {
  it('lists every size with its real width, smallest first', () => {
    expect(thumbnailSrcSet(landscape)).toBe(
      'https://example.test/300.jpg 300w, https://example.test/800.jpg 800w, https://example.test/1300.jpg 1300w',
    );
    expect(thumbnailSrcSet(portrait)).toBe(
      'https://example.test/300.jpg 169w, https://example.test/800.jpg 450w, https://example.test/1300.jpg 731w',
    );
  });

  it('lists a width once when a small photo has sizes clamped to its own width', () => {
    const small = photo([thumb('300', 300, 300), thumb('800', 800, 800), thumb('1300', 800, 800)]);
    expect(thumbnailSrcSet(small)).toBe(
      'https://example.test/300.jpg 300w, https://example.test/800.jpg 800w',
    );
    expect(thumbnailSrcSet(photo([]))).toBeUndefined();
  });

  it('sizes a cover tile by the width the photo is drawn at', () => {
    // A 3:2 photo in a square 179 px tile is drawn 268.5 px wide (its height fills the tile).
    expect(coverSizes(landscape, { width: 179, height: 179 })).toBe('269px');
    // A portrait photo fills the tile's width.
    expect(coverSizes(portrait, { width: 179, height: 179 })).toBe('179px');
    // Unknown shape: the tile's width.
    expect(coverSizes(photo([]), { width: 120, height: 120 })).toBe('120px');
    expect(coverSizes(landscape, { width: 0, height: 0 })).toBeUndefined();
  });

  it('sizes a contained preview by its drawn width, times the zoom', () => {
    expect(containSizes(landscape, { width: 1440, height: 700 })).toBe('1050px');
    expect(containSizes(portrait, { width: 390, height: 700 })).toBe('390px');
    expect(containSizes(portrait, { width: 390, height: 700 }, 2.5)).toBe('975px');
    expect(containSizes(landscape, { width: 0, height: 700 })).toBeUndefined();
  });
});
