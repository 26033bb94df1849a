import { describe, expect, it } from 'vitest';
import { storedThumbnails } from './photo-view.ts';

describe('storedThumbnails', () => {
  it('reads what uploads store', () => {
    const stored = [
      { id: '300', width: 300, height: 225 },
      { id: '1300', width: 1300, height: 975 },
    ];
    expect(storedThumbnails({ thumbnails: JSON.stringify(stored) })).toEqual(stored);
  });

  it.each([
    [{ id: '500', width: 1, height: 1 }],
    [{ id: '300', width: 0, height: 1 }],
    [{ id: '300', width: 1.5, height: 1 }],
    [{ id: '300', width: '1', height: 1 }],
    [{ id: '300', width: 1 }],
    [null],
  ])('refuses a malformed entry like the schema does: %j', (entry) => {
    expect(() => storedThumbnails({ thumbnails: JSON.stringify([entry]) })).toThrow();
  });
});
