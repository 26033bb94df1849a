import { queryOptions, useQuery } from '@tanstack/react-query';
import { TimelineCountsSchema, type TimelineCounts } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

/** GET /users/timeline: how many photos each month holds, newest month first. */
export function getTimelineCounts(signal?: AbortSignal): Promise<TimelineCounts> {
  return httpClient.get(serviceUrl('photo-management', '/users/timeline'), {
    schema: TimelineCountsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getTimelineCountsQueryOptions() {
  return queryOptions({
    queryKey: photoQueryKeys.timelineCounts,
    queryFn: ({ signal }) => getTimelineCounts(signal),
  });
}

export function useTimelineCounts() {
  return useQuery(getTimelineCountsQueryOptions());
}
