import { useQueries } from '@tanstack/react-query';
import { PhotoSchema, type Photo } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { printsQueryKeys } from '@/features/prints/api/prints-query-keys';

/** GET /photos/{id} (photo management): one photo with its signed thumbnail URLs. */
export function getPhoto(id: string, signal?: AbortSignal): Promise<Photo> {
  return httpClient.get(serviceUrl('photo-management', `/photos/${encodeURIComponent(id)}`), {
    schema: PhotoSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The photos of a selection, each loaded on its own so the page fills in as they arrive. */
export function useSelectedPhotos(photoIds: readonly string[]) {
  return useQueries({
    queries: photoIds.map((id) => ({
      queryKey: printsQueryKeys.photo(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getPhoto(id, signal),
      // Signed URLs stay valid for a while; no need to refetch them during the visit.
      staleTime: 5 * 60 * 1000,
    })),
  });
}
