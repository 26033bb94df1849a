import { queryOptions, useQuery } from '@tanstack/react-query';
import { PhotoUserSummarySchema, type PhotoUserSummary } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

/** GET /users (photo management): the photo and album counts of the tabs. */
export function getPhotoUserSummary(signal?: AbortSignal): Promise<PhotoUserSummary> {
  return httpClient.get(serviceUrl('photo-management', '/users'), {
    schema: PhotoUserSummarySchema,
    ...(signal ? { signal } : {}),
  });
}

export function getPhotoUserSummaryQueryOptions() {
  return queryOptions({
    queryKey: photoQueryKeys.userSummary,
    queryFn: ({ signal }) => getPhotoUserSummary(signal),
  });
}

export function usePhotoUserSummary() {
  return useQuery(getPhotoUserSummaryQueryOptions());
}
