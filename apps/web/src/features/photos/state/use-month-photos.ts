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
  /** A further page is on its way or about to be asked for ('+N' was pressed). */
  isLoadingMore: boolean;
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
  const photos = monthPhotos(query.data);
  // Every loaded photo deleted: no tile is left to carry '+N', so the next page comes instead.
  const emptied = loadedPages > 0 && photos.length === 0;
  const pageDue = loadedPages > 0 && (loadedPages < wanted || emptied) && hasNextPage && !isError;

  useEffect(() => {
    if (pageDue && !isFetching) {
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [pageDue, isFetching, fetchNextPage]);

  return {
    photos,
    isPending: query.isPending,
    isError,
    hasMore: hasNextPage,
    isFetchingMore: query.isFetchingNextPage,
    isLoadingMore: query.isFetchingNextPage || pageDue,
    retry: () => {
      void query.refetch();
    },
  };
}
