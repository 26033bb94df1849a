import { describe, expect, it } from 'vitest';
import { albumPageLimit, flattenPages, inBatches } from '@/features/albums/lib/album-paging';

describe('album paging', () => {
  it('asks for 49 albums first, then 50 a page', () => {
    expect(albumPageLimit(undefined)).toBe(49);
    expect(albumPageLimit('next-cursor')).toBe(50);
  });

  it('splits ids into batches keeping their order', () => {
    const ids = Array.from({ length: 250 }, (_, index) => `p${index}`);
    const batches = inBatches(ids, 100);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(ids);
    expect(inBatches([], 100)).toEqual([]);
    expect(() => inBatches(ids, 0)).toThrow();
  });

  it('joins loaded pages in order', () => {
    const pages = [{ images: ['a', 'b'] }, { images: ['c'] }];
    expect(flattenPages(pages, (page) => page.images)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined, (page: { images: string[] }) => page.images)).toEqual([]);
  });
});
