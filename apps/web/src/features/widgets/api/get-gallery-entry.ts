import { useQuery } from '@tanstack/react-query';
import { GalleryEntrySchema, type GalleryEntry } from '@my-account/contract/widget-gallery';
import { httpClient } from '@/lib/http-client';
import { HttpError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

export const galleryEntryUrl = (widgetId: string) =>
  serviceUrl('widget-gallery', `/v1/galleryentries/${encodeURIComponent(widgetId)}`);

/** GET /v1/galleryentries/{id}?channel=: the book's entry in the brand's gallery; null if none. */
export async function getGalleryEntry(
  widgetId: string,
  channel: string,
  signal?: AbortSignal,
): Promise<GalleryEntry | null> {
  try {
    return await httpClient.get(galleryEntryUrl(widgetId), {
      schema: GalleryEntrySchema,
      query: { channel },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export function useGalleryEntry(widgetId: string, channel: string, enabled = true) {
  return useQuery({
    queryKey: widgetKeys.galleryEntry(widgetId, channel),
    queryFn: ({ signal }) => getGalleryEntry(widgetId, channel, signal),
    enabled,
  });
}
