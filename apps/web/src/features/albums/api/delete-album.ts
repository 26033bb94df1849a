import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { libraryQueryKeys } from '@/lib/library-query-keys';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** DELETE /albums/{id}: 204; the photos stay in the library. */
export async function deleteAlbum(albumId: string): Promise<void> {
  await httpClient.delete(
    serviceUrl('photo-management', `/albums/${encodeURIComponent(albumId)}`),
    {
      schema: z.unknown(),
    },
  );
}

export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['albums', 'delete'],
    mutationFn: deleteAlbum,
    onSuccess: async (_result, albumId) => {
      queryClient.removeQueries({ queryKey: albumQueryKeys.detail(albumId) });
      queryClient.removeQueries({ queryKey: albumQueryKeys.photos(albumId) });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.lists });
      await queryClient.invalidateQueries({ queryKey: libraryQueryKeys.userSummary });
    },
  });
}
