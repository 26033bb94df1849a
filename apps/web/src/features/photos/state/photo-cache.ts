import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  Photo,
  PhotoPage,
  PhotoUserSummary,
  PhotoSortKey,
  SortOrder,
  TimelineCounts,
} from '@my-account/contract/photos';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import {
  monthKey,
  monthsInDisplayOrder,
  type MonthKey,
} from '@/features/photos/lib/timeline-layout';

export type MonthPages = InfiniteData<PhotoPage, string | undefined>;

export interface TimelineSort {
  sortKey: PhotoSortKey;
  sortOrder: SortOrder;
}

/** The loaded photos of one month, in display order. */
export function monthPhotos(data: { pages: readonly PhotoPage[] } | undefined): Photo[] {
  return data ? data.pages.flatMap((page) => page.images) : [];
}

export interface LoadedPhoto {
  photo: Photo;
  year: number;
  month: number;
}

/** Every loaded photo of the timeline in display order (months as the timeline shows them). */
export function loadedTimelinePhotos(
  queryClient: QueryClient,
  counts: TimelineCounts | undefined,
  sort: TimelineSort,
): LoadedPhoto[] {
  if (!counts) {
    return [];
  }
  const photos: LoadedPhoto[] = [];
  for (const { year, month } of monthsInDisplayOrder(counts.timeline, sort.sortOrder)) {
    const data = queryClient.getQueryData<MonthPages>(
      photoQueryKeys.timelineMonth(year, month, sort.sortKey, sort.sortOrder),
    );
    for (const photo of monthPhotos(data)) {
      photos.push({ photo, year, month });
    }
  }
  return photos;
}

/**
 * Pages each month has loaded for the sort. The timeline shows at least these, so a photo that
 * is loaded (a sort chosen again, pages the preview fetched) is never hidden behind '+N'.
 */
export function loadedPageCounts(
  queryClient: QueryClient,
  counts: TimelineCounts | undefined,
  sort: TimelineSort,
): Map<MonthKey, number> {
  const loaded = new Map<MonthKey, number>();
  for (const { year, month } of counts?.timeline ?? []) {
    const data = queryClient.getQueryData<MonthPages>(
      photoQueryKeys.timelineMonth(year, month, sort.sortKey, sort.sortOrder),
    );
    if (data && data.pages.length > 0) {
      loaded.set(monthKey(year, month), data.pages.length);
    }
  }
  return loaded;
}

/** Whether a month's first page is in the cache for the sort, and whether it has more pages. */
export function monthLoadState(
  queryClient: QueryClient,
  year: number,
  month: number,
  sort: TimelineSort,
): { loaded: boolean; hasMore: boolean } {
  const data = queryClient.getQueryData<MonthPages>(
    photoQueryKeys.timelineMonth(year, month, sort.sortKey, sort.sortOrder),
  );
  const last = data?.pages.at(-1);
  return { loaded: last !== undefined, hasMore: (last?.cursor ?? null) !== null };
}

export interface CacheSnapshot {
  entries: [QueryKey, unknown][];
}

function monthFromKey(key: QueryKey): { year: number; month: number } | undefined {
  const [, , , year, month] = key;
  return typeof year === 'number' && typeof month === 'number' ? { year, month } : undefined;
}

/**
 * Removes photos from every loaded month (all sorts), lowers the month counts and the photo
 * count of the tabs, and returns what it changed so a failure can put it back.
 */
export function removePhotosFromCache(
  queryClient: QueryClient,
  ids: readonly string[],
): CacheSnapshot {
  const removed = new Set(ids);
  const entries: [QueryKey, unknown][] = [];
  const lostPerMonth = new Map<string, number>();

  for (const [key, data] of queryClient.getQueriesData<MonthPages>({
    queryKey: photoQueryKeys.timelineMonths,
  })) {
    if (!data || !monthPhotos(data).some((photo) => removed.has(photo.imageId))) {
      continue;
    }
    entries.push([key, data]);
    const next: MonthPages = {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        images: page.images.filter((photo) => !removed.has(photo.imageId)),
      })),
    };
    queryClient.setQueryData(key, next);
    const month = monthFromKey(key);
    const lost = monthPhotos(data).length - monthPhotos(next).length;
    if (month) {
      const monthId = `${month.year}-${month.month}`;
      lostPerMonth.set(monthId, Math.max(lostPerMonth.get(monthId) ?? 0, lost));
    }
  }

  const counts = queryClient.getQueryData<TimelineCounts>(photoQueryKeys.timelineCounts);
  if (counts && lostPerMonth.size > 0) {
    entries.push([photoQueryKeys.timelineCounts, counts]);
    queryClient.setQueryData<TimelineCounts>(photoQueryKeys.timelineCounts, {
      timeline: counts.timeline
        .map((entry) => ({
          ...entry,
          count: Math.max(0, entry.count - (lostPerMonth.get(`${entry.year}-${entry.month}`) ?? 0)),
        }))
        .filter((entry) => entry.count > 0),
    });
  }

  const summary = queryClient.getQueryData<PhotoUserSummary>(photoQueryKeys.userSummary);
  if (summary) {
    entries.push([photoQueryKeys.userSummary, summary]);
    queryClient.setQueryData<PhotoUserSummary>(photoQueryKeys.userSummary, {
      ...summary,
      photosCount: Math.max(0, summary.photosCount - ids.length),
    });
  }
  return { entries };
}

export function restoreCache(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot.entries) {
    queryClient.setQueryData(key, data);
  }
}
