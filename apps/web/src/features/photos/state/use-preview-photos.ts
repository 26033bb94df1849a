import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { usePhoto } from '@/features/photos/api/get-photo';
import { useTimelineCounts } from '@/features/photos/api/get-timeline-counts';
import {
  getTimelineMonthQueryOptions,
  useTimelineMonth,
} from '@/features/photos/api/get-timeline-month';
import { monthKey } from '@/features/photos/lib/timeline-layout';
import { timelineMonthOf } from '@/features/photos/lib/timeline-month-of';
import { useStore } from '@/features/photos/state/create-store';
import type { LoadedPhoto } from '@/features/photos/state/photo-cache';
import { timelineActions, timelineStore } from '@/features/photos/state/timeline-store';
import { useLoadedPhotos } from '@/features/photos/state/use-loaded-photos';

/**
 * The photos the preview moves through (the loaded timeline), where `photoId` is in it, and
 * whether it is missing. At the last loaded photo of a month it loads the month's next page;
 * at the very last loaded photo, the next month's first page. A photo of a month not loaded
 * (a shared or bookmarked preview link) is looked up by id and shown at once, while its month
 * loads page by page until the photo is in the timeline and previous/next work from there.
 */
export function usePreviewPhotos(photoId: string | undefined) {
  const queryClient = useQueryClient();
  const { sort } = useStore(timelineStore);
  const counts = useTimelineCounts();
  const photos = useLoadedPhotos(counts.data, sort);
  const totalCount = (counts.data?.timeline ?? []).reduce((sum, entry) => sum + entry.count, 0);
  const index = photos.findIndex((entry) => entry.photo.imageId === photoId);
  const listed = index >= 0 ? photos[index] : undefined;
  const following = index >= 0 ? photos[index + 1] : undefined;

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
  const isLastOfMonth =
    listed !== undefined &&
    (following === undefined || following.year !== listed.year || following.month !== listed.month);
  const { hasNextPage, isFetching, isSuccess, fetchNextPage } = monthQuery;
  const timeline = counts.data?.timeline;

  useEffect(() => {
    if (!current || isFetching || (!isLastOfMonth && listed)) {
      return;
    }
    if (hasNextPage) {
      // The list shows what the preview loaded, so closing it finds the photo there.
      timelineActions.requestMore(monthKey(current.year, current.month));
      void fetchNextPage({ cancelRefetch: false });
      return;
    }
    if (!listed) {
      return;
    }
    const months = timeline ?? [];
    const position = months.findIndex(
      (entry) => entry.year === current.year && entry.month === current.month,
    );
    const nextMonth = months[position + 1];
    if (isSuccess && position >= 0 && nextMonth && following === undefined) {
      queryClient
        .infiniteQuery(
          getTimelineMonthQueryOptions({ year: nextMonth.year, month: nextMonth.month, ...sort }),
        )
        .catch(() => undefined);
    }
  }, [
    isLastOfMonth,
    listed,
    following,
    current,
    isFetching,
    hasNextPage,
    isSuccess,
    fetchNextPage,
    timeline,
    queryClient,
    sort,
  ]);

  return { photos, index, current, totalCount, missing, sort };
}
