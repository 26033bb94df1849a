import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { libraryQueryKeys } from '@/lib/library-query-keys';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** DELETE /shared-albums/{id}: the owner deletes it for all; a participant leaves it. */
export async function deleteSharedAlbum(albumId: string): Promise<void> {
  await httpClient.delete(
    serviceUrl('shared-albums', `/shared-albums/${encodeURIComponent(albumId)}`),
    { schema: z.unknown() },
  );
}

export function useDeleteSharedAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shared-albums', 'delete'],
    mutationFn: deleteSharedAlbum,
    onSuccess: async (_result, albumId) => {
      queryClient.removeQueries({ queryKey: albumQueryKeys.sharedDetail(albumId) });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.sharedAll });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.lists });
      await queryClient.invalidateQueries({ queryKey: libraryQueryKeys.userSummary });
    },
  });
}
