import { useEffect } from 'react';
import type { Photo } from '@my-account/contract/photos';
import { useTimelineMonth } from '@/features/photos/api/get-timeline-month';
import { monthKey } from '@/features/photos/lib/timeline-layout';
import { monthPhotos } from '@/features/photos/state/photo-cache';
import { useStore } from '@/features/photos/state/create-store';
import { pagesFor, timelineStore } from '@/features/photos/state/timeline-store';

export interface MonthPhotos {
  photos: Photo[];
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  retry: () => void;
}

/**
 * A month's loaded photos. Calling it means the month is near the viewport: its first page
 * loads then, and it keeps loading until it holds the pages asked for ('+N').
 */
export function useMonthPhotos(year: number, month: number): MonthPhotos {
  const { sort, pagesRequested } = useStore(timelineStore);
  const wanted = pagesFor({ sort, pagesRequested }, monthKey(year, month));
  const query = useTimelineMonth({ year, month, ...sort }, true);
  const loadedPages = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage, isError } = query;

  useEffect(() => {
    if (loadedPages > 0 && loadedPages < wanted && hasNextPage && !isFetching && !isError) {
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [loadedPages, wanted, hasNextPage, isFetching, isError, fetchNextPage]);

  return {
    photos: monthPhotos(query.data),
    isPending: query.isPending,
    isError,
    hasMore: hasNextPage,
    isFetchingMore: query.isFetchingNextPage,
    retry: () => {
      void query.refetch();
    },
  };
}
