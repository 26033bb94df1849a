import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ALBUM_PHOTOS_BATCH_SIZE, AlbumPhotosBodySchema } from '@my-account/contract/albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';
import type { AlbumPhotosRequest } from '@/features/albums/api/add-album-photos';
import { inBatches } from '@/features/albums/lib/album-paging';

/** DELETE /albums/{id}/photos {photoIds}: one batch; the photos stay in the library. */
export async function removeAlbumPhotosBatch(albumId: string, photoIds: string[]): Promise<void> {
  await httpClient.delete(
    serviceUrl('photo-management', `/albums/${encodeURIComponent(albumId)}/photos`),
    { schema: z.unknown(), body: { schema: AlbumPhotosBodySchema, value: { photoIds } } },
  );
}

export async function removeAlbumPhotos({ albumId, photoIds }: AlbumPhotosRequest): Promise<void> {
  for (const batch of inBatches(photoIds, ALBUM_PHOTOS_BATCH_SIZE)) {
    await removeAlbumPhotosBatch(albumId, batch);
  }
}

export function useRemoveAlbumPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['albums', 'remove-photos'],
    mutationFn: removeAlbumPhotos,
    onSettled: async (_result, _error, { albumId }) => {
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.photos(albumId) });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.detail(albumId) });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.lists });
    },
  });
}
