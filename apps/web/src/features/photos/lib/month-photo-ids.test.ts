import { describe, expect, it } from 'vitest';
import type { Photo, PhotoPage } from '@my-account/contract/photos';
import { collectMonthPhotoIds } from '@/features/photos/lib/month-photo-ids';
import { testPhoto } from '@/testing/test-photo';

const photo = (imageId: string): Photo => testPhoto(imageId);

const page = (ids: string[], cursor: string | null): PhotoPage => ({
  cursor,
  images: ids.map(photo),
});

describe('collectMonthPhotoIds', () => {
  it('follows the cursor to the last page', async () => {
    const pages: Record<string, PhotoPage> = {
      first: page(['a', 'b'], 'c1'),
      c1: page(['c', 'd'], 'c2'),
      c2: page(['e'], null),
    };
    const asked: (string | undefined)[] = [];
    const ids = await collectMonthPhotoIds((cursor) => {
      asked.push(cursor);
      return Promise.resolve(pages[cursor ?? 'first'] ?? page([], null));
    });
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([undefined, 'c1', 'c2']);
  });

  it('stops on a cursor that repeats', async () => {
    let calls = 0;
    const ids = await collectMonthPhotoIds(() => {
      calls += 1;
      return Promise.resolve(page([`p${String(calls)}`], 'same'));
    });
    expect(ids).toEqual(['p1', 'p2']);
  });

  it('passes on a failure', async () => {
    await expect(collectMonthPhotoIds(() => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });
});
