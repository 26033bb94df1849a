import { queryOptions } from '@tanstack/react-query';
import { PHOTOS_PAGE_SIZE, PhotoPageSchema } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import { collectMonthPhotoIds } from '@/features/photos/lib/month-photo-ids';

/**
 * Every photo id of a month: GET /photos/timeline/{year}/{month} in pages of 500, for the
 * month's "Select all" (which selects the photos not loaded yet too).
 */
export function getMonthPhotoIdsQueryOptions(year: number, month: number) {
  return queryOptions({
    // Not under `photoQueryKeys.timelineMonths`: those hold pages of photos, this a list of ids.
    queryKey: [...photoQueryKeys.all, 'month-ids', year, month] as const,
    queryFn: ({ signal }) =>
      collectMonthPhotoIds((cursor) =>
        httpClient.get(serviceUrl('photo-management', `/photos/timeline/${year}/${month}`), {
          schema: PhotoPageSchema,
          query: { cursor, limit: PHOTOS_PAGE_SIZE },
          signal,
        }),
      ),
    // Always asked afresh on a click: photos may have come or gone since.
    staleTime: 0,
  });
}
