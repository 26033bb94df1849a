import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DeletePhotosBodySchema,
  DeletePhotosResultSchema,
  type DeletePhotosResult,
} from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { invalidateAfterLibraryChange } from '@/lib/library-query-keys';
import { reportError } from '@/lib/report-error';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import {
  BulkDeleteError,
  deleteInBatches,
  FAILED_TO_DELETE,
} from '@/features/photos/lib/delete-in-batches';
import { removePhotosFromCache } from '@/features/photos/state/photo-cache';

/** DELETE /photos with {photoIds} (at most 500): answers the ids that could not be deleted. */
export function deletePhotos(photoIds: string[]): Promise<DeletePhotosResult> {
  return httpClient.delete(serviceUrl('photo-management', '/photos'), {
    schema: DeletePhotosResultSchema,
    body: { schema: DeletePhotosBodySchema, value: { photoIds } },
  });
}

/**
 * Bulk delete of a selection in batches with retries. Whatever went is removed from the
 * timeline even when some ids failed (the error lists them); then the counts and the albums
 * are refreshed.
 */
export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['photos', 'delete-many'],
    mutationFn: (photoIds: readonly string[]) => deleteInBatches(photoIds, deletePhotos),
    onSuccess: (deletedIds) => {
      removePhotosFromCache(queryClient, deletedIds);
    },
    onError: (error) => {
      if (error instanceof BulkDeleteError) {
        removePhotosFromCache(queryClient, error.deletedIds);
        // The mutation cache reports the spec's message; this report names the failed ids.
        reportError(
          new Error(
            `${FAILED_TO_DELETE} ${error.failedIds.length} failed: ${error.failedIds.slice(0, 100).join(', ')}`,
          ),
          'mutation photos/delete-many failed ids',
        );
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: photoQueryKeys.timelineCounts });
      await invalidateAfterLibraryChange(queryClient);
    },
  });
}
