import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { httpClient } from '@/lib/http-client';
import { invalidateAfterLibraryChange } from '@/lib/library-query-keys';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import { removePhotosFromCache, restoreCache } from '@/features/photos/state/photo-cache';

/** DELETE /photos/{id}: one photo (the preview's delete); the answer has no body. */
export async function deletePhoto(photoId: string): Promise<void> {
  await httpClient.delete(
    serviceUrl('photo-management', `/photos/${encodeURIComponent(photoId)}`),
    {
      schema: z.unknown(),
    },
  );
}

/**
 * Optimistic single delete: the photo leaves the timeline at once and comes back if the call
 * fails (the caller shows 'Error: Your photo could not be deleted').
 */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['photos', 'delete-one'],
    mutationFn: deletePhoto,
    onMutate: async (photoId) => {
      await queryClient.cancelQueries({ queryKey: photoQueryKeys.timeline });
      return removePhotosFromCache(queryClient, [photoId]);
    },
    onError: (_error, _photoId, snapshot) => {
      if (snapshot) {
        restoreCache(queryClient, snapshot);
      }
    },
    // The timeline was changed above; counts and albums holding the photo are refreshed.
    onSuccess: () => invalidateAfterLibraryChange(queryClient),
  });
}
