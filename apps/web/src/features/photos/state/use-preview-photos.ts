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
import {
  previewNextStep,
  previewPreviousStep,
  type PreviewStep,
} from '@/features/photos/lib/preview-steps';
import { useStore } from '@/features/photos/state/create-store';
import {
  monthLoadState,
  type LoadedPhoto,
  type TimelineSort,
} from '@/features/photos/state/photo-cache';
import { timelineActions, timelineStore } from '@/features/photos/state/timeline-store';
import { useLoadedPhotos } from '@/features/photos/state/use-loaded-photos';

/**
 * Loads what a step waits for: a month's first page, or its next page. It runs again when the
 * loaded photos change (`progress`), so a month is fetched page by page to its end when the step
 * needs it whole; a failed fetch changes nothing, so it does not loop.
 */
function useLoadStep(step: PreviewStep | undefined, progress: number, sort: TimelineSort) {
  const queryClient = useQueryClient();
  const kind = step?.kind;
  const month = step && 'year' in step ? monthKey(step.year, step.month) : undefined;
  useEffect(() => {
    if ((kind !== 'more' && kind !== 'load') || month === undefined) {
      return;
    }
    const [year = 0, monthNumber = 0] = month.split('-').map(Number);
    const options = getTimelineMonthQueryOptions({ year, month: monthNumber, ...sort });
    if (kind === 'load' && queryClient.getQueryData(options.queryKey) === undefined) {
      queryClient.infiniteQuery(options).catch(() => undefined);
      return;
    }
    timelineActions.requestMore(month);
    new InfiniteQueryObserver(queryClient, options)
      .fetchNextPage({ cancelRefetch: false })
      .catch(() => undefined);
  }, [kind, month, progress, queryClient, sort]);
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
  const months = monthsInDisplayOrder(counts.data?.timeline ?? [], sort.sortOrder);
  const stateOf = (entry: { year: number; month: number }) =>
    monthLoadState(queryClient, entry.year, entry.month, sort);
  const nextStep = listed ? previewNextStep(photos, index, months, stateOf) : undefined;
  const previousStep = listed ? previewPreviousStep(photos, index, months, stateOf) : undefined;
  useLoadStep(nextStep, photos.length, sort);
  useLoadStep(previousStep, photos.length, sort);

  // A photo not in the timeline yet: its month loads page by page until the photo shows up.
  useEffect(() => {
    if (listed || !current || isFetching || !hasNextPage) {
      return;
    }
    // The list shows what the preview loaded, so closing it finds the photo there.
    timelineActions.requestMore(monthKey(current.year, current.month));
    void fetchNextPage({ cancelRefetch: false });
  }, [listed, current, isFetching, hasNextPage, fetchNextPage]);

  return {
    photos,
    index,
    current,
    totalCount,
    missing,
    sort,
    hasNext: nextStep?.kind === 'ready',
    hasPrevious: previousStep?.kind === 'ready',
  };
}
