import { InfiniteQueryObserver, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { usePhoto } from '@/features/photos/api/get-photo';
import { useTimelineCounts } from '@/features/photos/api/get-timeline-counts';
import {
  getTimelineMonthQueryOptions,
  useTimelineMonth,
} from '@/features/photos/api/get-timeline-month';
import { monthKey, monthsInDisplayOrder } from '@/features/photos/lib/timeline-layout';
import { timelineMonthOf } from '@/features/photos/lib/timeline-month-of';
import { useStore } from '@/features/photos/state/create-store';
import { monthLoadState, type LoadedPhoto } from '@/features/photos/state/photo-cache';
import { timelineActions, timelineStore } from '@/features/photos/state/timeline-store';
import { useLoadedPhotos } from '@/features/photos/state/use-loaded-photos';

interface MonthRef {
  year: number;
  month: number;
}

/** What the cache holds of a month: `loaded` once its first page is in. */
export interface MonthLoadState {
  loaded: boolean;
  hasMore: boolean;
}

/**
 * What stands between the photo at `index` and its true next photo. `ready`: `photos[index + 1]`
 * is it. `more`: the month has further pages to fetch first. `load`: a month in between is not
 * loaded yet (its first page comes first). `end`: the last photo of the timeline.
 */
export type NextStep =
  { kind: 'ready' } | { kind: 'end' } | { kind: 'more' | 'load'; year: number; month: number };

function sameMonth(a: MonthRef, b: MonthRef): boolean {
  return a.year === b.year && a.month === b.month;
}

/**
 * The loaded photos can skip months (loaded months have gaps) and the rest of a month (pages
 * not fetched): Next must not jump over them, so it waits until they are loaded.
 */
export function previewNextStep(
  photos: readonly LoadedPhoto[],
  index: number,
  months: readonly MonthRef[],
  stateOf: (month: MonthRef) => MonthLoadState,
): NextStep {
  const current = photos[index];
  if (!current) {
    return { kind: 'end' };
  }
  const following = photos[index + 1];
  if (following && sameMonth(following, current)) {
    return { kind: 'ready' };
  }
  if (stateOf(current).hasMore) {
    return { kind: 'more', year: current.year, month: current.month };
  }
  const position = months.findIndex((entry) => sameMonth(entry, current));
  for (const entry of position >= 0 ? months.slice(position + 1) : []) {
    if (following && sameMonth(entry, following)) {
      return { kind: 'ready' };
    }
    const state = stateOf(entry);
    if (!state.loaded) {
      return { kind: 'load', year: entry.year, month: entry.month };
    }
    if (state.hasMore) {
      // Its loaded photos were all deleted: the next page holds the month's next photo.
      return { kind: 'more', year: entry.year, month: entry.month };
    }
  }
  return following ? { kind: 'ready' } : { kind: 'end' };
}

/**
 * The photos the preview moves through (the loaded timeline), where `photoId` is in it, and
 * whether it is missing. At the last loaded photo of a month it loads the month's next page, or
 * the first page of the next month not loaded (see `previewNextStep`). A photo of a month not
 * loaded (a shared or bookmarked preview link) is looked up by id and shown at once, while its
 * month loads page by page until the photo is in the timeline and previous/next work from there.
 */
export function usePreviewPhotos(photoId: string | undefined) {
  const queryClient = useQueryClient();
  const { sort } = useStore(timelineStore);
  const counts = useTimelineCounts();
  const photos = useLoadedPhotos(counts.data, sort);
  const totalCount = (counts.data?.timeline ?? []).reduce((sum, entry) => sum + entry.count, 0);
  const index = photos.findIndex((entry) => entry.photo.imageId === photoId);
  const listed = index >= 0 ? photos[index] : undefined;

  const single = usePhoto(photoId, index < 0 && counts.isSuccess);
  const found = index < 0 && single.data?.imageId === photoId ? single.data : undefined;
  const standalone = useMemo<LoadedPhoto | undefined>(
    () => (found ? { photo: found, ...timelineMonthOf(found) } : undefined),
    [found],
  );
  const current = listed ?? standalone;

  // No photos, or this one is not there (anymore).
  const missing =
    counts.isError ||
    (counts.isSuccess && index < 0 && (counts.data.timeline.length === 0 || single.isError));

  const monthQuery = useTimelineMonth(
    { year: current?.year ?? 1970, month: current?.month ?? 1, ...sort },
    current !== undefined,
  );
  const { hasNextPage, isFetching, fetchNextPage } = monthQuery;

  // Read again whenever a timeline query changes (`photos` is rebuilt then).
  const step = listed
    ? previewNextStep(
        photos,
        index,
        monthsInDisplayOrder(counts.data?.timeline ?? [], sort.sortOrder),
        (entry) => monthLoadState(queryClient, entry.year, entry.month, sort),
      )
    : undefined;
  const stepKind = step?.kind;
  const stepMonth = step && 'year' in step ? monthKey(step.year, step.month) : undefined;

  // A photo not in the timeline yet: its month loads page by page until the photo shows up.
  useEffect(() => {
    if (listed || !current || isFetching || !hasNextPage) {
      return;
    }
    // The list shows what the preview loaded, so closing it finds the photo there.
    timelineActions.requestMore(monthKey(current.year, current.month));
    void fetchNextPage({ cancelRefetch: false });
  }, [listed, current, isFetching, hasNextPage, fetchNextPage]);

  // Whatever stands before the next photo loads (once per step, so a failure does not loop).
  useEffect(() => {
    if ((stepKind !== 'more' && stepKind !== 'load') || stepMonth === undefined) {
      return;
    }
    const [year = 0, month = 0] = stepMonth.split('-').map(Number);
    const options = getTimelineMonthQueryOptions({ year, month, ...sort });
    if (stepKind === 'load' && queryClient.getQueryData(options.queryKey) === undefined) {
      queryClient.infiniteQuery(options).catch(() => undefined);
      return;
    }
    timelineActions.requestMore(stepMonth);
    new InfiniteQueryObserver(queryClient, options)
      .fetchNextPage({ cancelRefetch: false })
      .catch(() => undefined);
  }, [stepKind, stepMonth, queryClient, sort]);

  return {
    photos,
    index,
    current,
    totalCount,
    missing,
    sort,
    hasNext: stepKind === 'ready',
  };
}
