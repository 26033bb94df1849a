import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AlbumNameBodySchema,
  CreatedAlbumSchema,
  type CreatedAlbum,
} from '@my-account/contract/albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { libraryQueryKeys } from '@/lib/library-query-keys';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';

/** POST /albums {name}: answers the new albumId. */
export function createAlbum(name: string): Promise<CreatedAlbum> {
  return httpClient.post(serviceUrl('photo-management', '/albums'), {
    schema: CreatedAlbumSchema,
    body: { schema: AlbumNameBodySchema, value: { name } },
  });
}

export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['albums', 'create'],
    mutationFn: createAlbum,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.lists });
      await queryClient.invalidateQueries({ queryKey: libraryQueryKeys.userSummary });
    },
  });
}
