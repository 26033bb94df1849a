import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { AlbumNameBodySchema } from '@my-account/contract/albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

export interface RenameAlbumRequest {
  albumId: string;
  name: string;
}

/** PATCH /albums/{id} {name}: 204. */
export async function renameAlbum({ albumId, name }: RenameAlbumRequest): Promise<void> {
  await httpClient.patch(serviceUrl('photo-management', `/albums/${encodeURIComponent(albumId)}`), {
    schema: z.unknown(),
    body: { schema: AlbumNameBodySchema, value: { name } },
  });
}

export function useRenameAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['albums', 'rename'],
    mutationFn: renameAlbum,
    onSuccess: async (_result, { albumId }) => {
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.detail(albumId) });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.lists });
    },
  });
}
