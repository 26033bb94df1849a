import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { httpClient } from '@/lib/http-client';
import { galleryEntryUrl } from '@/features/widgets/api/get-gallery-entry';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** DELETE /v1/galleryentries/{id}?channel=: takes the book out of the channel's gallery. */
export async function deleteGalleryEntry(widgetId: string, channel: string): Promise<void> {
  await httpClient.delete(galleryEntryUrl(widgetId), { schema: z.unknown(), query: { channel } });
}

export function useDeleteGalleryEntry(widgetId: string, channel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGalleryEntry(widgetId, channel),
    onSuccess: () => {
      queryClient.setQueryData(widgetKeys.galleryEntry(widgetId, channel), null);
    },
  });
}
