import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GalleryEntrySchema,
  NewGalleryEntrySchema,
  type GalleryEntry,
  type NewGalleryEntry,
} from '@my-account/contract/widget-gallery';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** POST /v1/galleryentries: publishes the book in the channel's gallery. */
export function createGalleryEntry(entry: NewGalleryEntry): Promise<GalleryEntry> {
  return httpClient.post(serviceUrl('widget-gallery', '/v1/galleryentries'), {
    schema: GalleryEntrySchema,
    body: { schema: NewGalleryEntrySchema, value: entry },
  });
}

export function useCreateGalleryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGalleryEntry,
    onSuccess: (entry) => {
      queryClient.setQueryData(widgetKeys.galleryEntry(entry.widgetId, entry.channel), entry);
    },
  });
}
