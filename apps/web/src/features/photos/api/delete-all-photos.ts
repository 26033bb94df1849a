import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteAllPhotosResultSchema } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { invalidateAfterLibraryChange } from '@/lib/library-query-keys';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

/** DELETE /photos/all: the whole library; answers how many photos went. */
export function deleteAllPhotos() {
  return httpClient.delete(serviceUrl('photo-management', '/photos/all'), {
    schema: DeleteAllPhotosResultSchema,
  });
}

export function useDeleteAllPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['photos', 'delete-all'],
    mutationFn: deleteAllPhotos,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: photoQueryKeys.all });
      await invalidateAfterLibraryChange(queryClient);
    },
  });
}
