import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Photo, PhotoPage, TimelineCounts } from '@my-account/contract/photos';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import {
  loadedPageCounts,
  loadedTimelinePhotos,
  removePhotosFromCache,
  restoreCache,
  type MonthPages,
} from '@/features/photos/state/photo-cache';
import { testPhoto } from '@/testing/test-photo';

const photo = (imageId: string): Photo => testPhoto(imageId);

function pages(...ids: string[][]): MonthPages {
  return {
    pages: ids.map<PhotoPage>((page) => ({ cursor: null, images: page.map(photo) })),
    pageParams: ids.map(() => undefined),
  };
}

function setup() {
  const client = new QueryClient();
  client.setQueryData(photoQueryKeys.timelineCounts, {
    timeline: [
      { year: 2026, month: 3, count: 3 },
      { year: 2026, month: 1, count: 1 },
    ],
  });
  client.setQueryData(photoQueryKeys.userSummary, { photosCount: 4, albumsCount: 0 });
  client.setQueryData(
    photoQueryKeys.timelineMonth(2026, 3, 'dateTaken', 'desc'),
    pages(['a', 'b'], ['c']),
  );
  client.setQueryData(photoQueryKeys.timelineMonth(2026, 1, 'dateTaken', 'desc'), pages(['d']));
  return client;
}

const SORT = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;

describe('photo cache', () => {
  it('lists loaded photos in timeline order', () => {
    const client = setup();
    const counts = client.getQueryData<{
      timeline: { year: number; month: number; count: number }[];
    }>(photoQueryKeys.timelineCounts);
    expect(loadedTimelinePhotos(client, counts, SORT).map((entry) => entry.photo.imageId)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('lists the oldest month first for an oldest-first sort (preview and Shift-click order)', () => {
    const client = setup();
    const asc = { sortKey: 'dateTaken', sortOrder: 'asc' } as const;
    client.setQueryData(
      photoQueryKeys.timelineMonth(2026, 3, 'dateTaken', 'asc'),
      pages(['c', 'b']),
    );
    client.setQueryData(photoQueryKeys.timelineMonth(2026, 1, 'dateTaken', 'asc'), pages(['d']));
    const counts = client.getQueryData<TimelineCounts>(photoQueryKeys.timelineCounts);
    expect(loadedTimelinePhotos(client, counts, asc).map((entry) => entry.photo.imageId)).toEqual([
      'd',
      'c',
      'b',
    ]);
  });

  it('removes photos at once, lowers the counts, and puts everything back on failure', () => {
    const client = setup();
    const snapshot = removePhotosFromCache(client, ['b', 'd']);
    const counts = client.getQueryData<TimelineCounts>(photoQueryKeys.timelineCounts);
    expect(counts?.timeline).toEqual([{ year: 2026, month: 3, count: 2 }]);
    expect(client.getQueryData(photoQueryKeys.userSummary)).toEqual({
      photosCount: 2,
      albumsCount: 0,
    });
    expect(loadedTimelinePhotos(client, counts, SORT).map((entry) => entry.photo.imageId)).toEqual([
      'a',
      'c',
    ]);

    restoreCache(client, snapshot);
    expect(client.getQueryData(photoQueryKeys.userSummary)).toEqual({
      photosCount: 4,
      albumsCount: 0,
    });
    const month = client.getQueryData<MonthPages>(
      photoQueryKeys.timelineMonth(2026, 3, 'dateTaken', 'desc'),
    );
    expect(month?.pages[0]?.images.map((entry) => entry.imageId)).toEqual(['a', 'b']);
  });

  it('counts the pages each month has loaded for the sort (the timeline shows at least those)', () => {
    const client = setup();
    const counts = client.getQueryData<TimelineCounts>(photoQueryKeys.timelineCounts);
    expect([...loadedPageCounts(client, counts, SORT)]).toEqual([
      ['2026-3', 2],
      ['2026-1', 1],
    ]);
    const created = { sortKey: 'created', sortOrder: 'desc' } as const;
    expect(loadedPageCounts(client, counts, created).size).toBe(0);
  });
});
