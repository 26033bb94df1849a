import { QueryClient } from '@tanstack/react-query';
import type { Photo } from '@my-account/contract/photos';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import type { MonthPages } from '@/features/photos/state/photo-cache';
import { timelineStore } from '@/features/photos/state/timeline-store';

/**
 * A query client holding a one-month timeline (March 2026, `count` photos) with its first page
 * loaded, in the timeline's current sort, and never refetching: what the components see once
 * the counts and a month page have arrived.
 */
export function seededTimelineClient(
  count: number,
  firstPage: { cursor: string | null; images: Photo[] },
): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const { sortKey, sortOrder } = timelineStore.get().sort;
  client.setQueryData(photoQueryKeys.timelineCounts, {
    timeline: [{ year: 2026, month: 3, count }],
  });
  client.setQueryData<MonthPages>(photoQueryKeys.timelineMonth(2026, 3, sortKey, sortOrder), {
    pages: [firstPage],
    pageParams: [undefined],
  });
  return client;
}
