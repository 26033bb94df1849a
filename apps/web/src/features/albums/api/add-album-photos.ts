import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ALBUM_PHOTOS_BATCH_SIZE, AlbumPhotosBodySchema } from '@my-account/contract/albums';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';
import { inBatches } from '@/features/albums/lib/album-paging';

export interface AlbumPhotosRequest {
  albumId: string;
  photoIds: readonly string[];
}

/** POST /albums/{id}/photos {photoIds}: one batch (at most ALBUM_PHOTOS_BATCH_SIZE). */
export async function addAlbumPhotosBatch(albumId: string, photoIds: string[]): Promise<void> {
  await httpClient.post(
    serviceUrl('photo-management', `/albums/${encodeURIComponent(albumId)}/photos`),
    { schema: z.unknown(), body: { schema: AlbumPhotosBodySchema, value: { photoIds } } },
  );
}

/** Adds any number of photos, one batch after another (photos already in it are fine). */
export async function addAlbumPhotos({ albumId, photoIds }: AlbumPhotosRequest): Promise<void> {
  for (const batch of inBatches(photoIds, ALBUM_PHOTOS_BATCH_SIZE)) {
    await addAlbumPhotosBatch(albumId, batch);
  }
}

export function useAddAlbumPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['albums', 'add-photos'],
    mutationFn: addAlbumPhotos,
    // Part of the batches may have gone in before a failure: refresh either way.
    onSettled: async (_result, _error, { albumId }) => {
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.photos(albumId) });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.detail(albumId) });
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.lists });
    },
  });
}
