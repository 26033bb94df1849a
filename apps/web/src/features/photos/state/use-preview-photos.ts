import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTimelineCounts } from '@/features/photos/api/get-timeline-counts';
import {
  getTimelineMonthQueryOptions,
  useTimelineMonth,
} from '@/features/photos/api/get-timeline-month';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import { monthKey } from '@/features/photos/lib/timeline-layout';
import { useStore } from '@/features/photos/state/create-store';
import { timelineActions, timelineStore } from '@/features/photos/state/timeline-store';
import { useLoadedPhotos } from '@/features/photos/state/use-loaded-photos';

/**
 * The photos the preview moves through (the loaded timeline), where `photoId` is in it, and
 * whether it is missing. At the last loaded photo of a month it loads the month's next page;
 * at the very last loaded photo, the next month's first page.
 */
export function usePreviewPhotos(photoId: string | undefined) {
  const queryClient = useQueryClient();
  const { sort } = useStore(timelineStore);
  const counts = useTimelineCounts();
  const photos = useLoadedPhotos(counts.data, sort);
  const fetchingMonths = useIsFetching({ queryKey: photoQueryKeys.timelineMonths });
  const totalCount = (counts.data?.timeline ?? []).reduce((sum, entry) => sum + entry.count, 0);
  const index = photos.findIndex((entry) => entry.photo.imageId === photoId);
  const current = index >= 0 ? photos[index] : undefined;
  const following = photos[index + 1];

  // No photos, or this one is not there (anymore).
  const missing =
    counts.isError ||
    (counts.isSuccess &&
      index < 0 &&
      (counts.data.timeline.length === 0 || (photos.length > 0 && fetchingMonths === 0)));

  const monthQuery = useTimelineMonth(
    { year: current?.year ?? 1970, month: current?.month ?? 1, ...sort },
    current !== undefined,
  );
  const isLastOfMonth =
    current !== undefined &&
    (following === undefined ||
      following.year !== current.year ||
      following.month !== current.month);
  const { hasNextPage, isFetching, isSuccess, fetchNextPage } = monthQuery;
  const timeline = counts.data?.timeline;

  useEffect(() => {
    if (!isLastOfMonth || !current || isFetching) {
      return;
    }
    if (hasNextPage) {
      timelineActions.requestMore(monthKey(current.year, current.month));
      void fetchNextPage({ cancelRefetch: false });
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
