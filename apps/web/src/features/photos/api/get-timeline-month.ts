import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  PhotoPageSchema,
  TIMELINE_PAGE_SIZE,
  type PhotoPage,
  type PhotoSortKey,
  type SortOrder,
} from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { isHttpError, RequestFailureError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

export interface TimelineMonthRequest {
  year: number;
  month: number;
  sortKey: PhotoSortKey;
  sortOrder: SortOrder;
}

/**
 * GET /photos/timeline/{year}/{month}: one page (24) of a month; cursor null on the last. Any
 * non-OK answer raises the spec's 'Request failure' (the month becomes rejected, with its retry).
 */
export async function getTimelineMonthPage(
  { year, month, sortKey, sortOrder }: TimelineMonthRequest,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PhotoPage> {
  const url = serviceUrl('photo-management', `/photos/timeline/${year}/${month}`);
  try {
    return await httpClient.get(url, {
      schema: PhotoPageSchema,
      query: { cursor, limit: TIMELINE_PAGE_SIZE, sortKey, sortOrder },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isHttpError(error)) {
      throw new RequestFailureError('GET', url, error.correlationId, error);
    }
    throw error;
  }
}

export function getTimelineMonthQueryOptions(request: TimelineMonthRequest) {
  return infiniteQueryOptions({
    queryKey: photoQueryKeys.timelineMonth(
      request.year,
      request.month,
      request.sortKey,
      request.sortOrder,
    ),
    queryFn: ({ pageParam, signal }) => getTimelineMonthPage(request, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}

/** A month's pages; it loads only while `enabled` (the month is near the viewport). */
export function useTimelineMonth(request: TimelineMonthRequest, enabled: boolean) {
  return useInfiniteQuery({ ...getTimelineMonthQueryOptions(request), enabled });
}
