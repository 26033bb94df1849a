import { queryOptions, useQuery } from '@tanstack/react-query';
import { PhotoSchema, type Photo } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

/** GET /photos/{id}: one photo of the customer (404 when it is not there or not theirs). */
export function getPhoto(photoId: string, signal?: AbortSignal): Promise<Photo> {
  return httpClient.get(serviceUrl('photo-management', `/photos/${encodeURIComponent(photoId)}`), {
    schema: PhotoSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getPhotoQueryOptions(photoId: string) {
  return queryOptions({
    // Under `photos`, so uploads and deletions make it stale with the rest.
    queryKey: [...photoQueryKeys.all, 'photo', photoId] as const,
    queryFn: ({ signal }) => getPhoto(photoId, signal),
  });
}

/** One photo, looked up only while `enabled` (a preview link to a photo not loaded yet). */
export function usePhoto(photoId: string | undefined, enabled: boolean) {
  return useQuery({
    ...getPhotoQueryOptions(photoId ?? ''),
    enabled: enabled && photoId !== undefined,
  });
}
