import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GalleryEntrySchema,
  GalleryEntryUpdateSchema,
  type GalleryCategoryId,
  type GalleryEntry,
} from '@my-account/contract/widget-gallery';
import { httpClient } from '@/lib/http-client';
import { galleryEntryUrl } from '@/features/widgets/api/get-gallery-entry';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** PUT /v1/galleryentries/{widgetId}?channel=: replaces the entry's categories. */
export function updateGalleryEntry(
  widgetId: string,
  channel: string,
  categoryIds: GalleryCategoryId[],
): Promise<GalleryEntry> {
  return httpClient.put(galleryEntryUrl(widgetId), {
    schema: GalleryEntrySchema,
    query: { channel },
    body: { schema: GalleryEntryUpdateSchema, value: { categoryIds } },
  });
}

export function useUpdateGalleryEntry(widgetId: string, channel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryIds: GalleryCategoryId[]) =>
      updateGalleryEntry(widgetId, channel, categoryIds),
    onSuccess: (entry) => {
      queryClient.setQueryData(widgetKeys.galleryEntry(widgetId, channel), entry);
    },
  });
}
