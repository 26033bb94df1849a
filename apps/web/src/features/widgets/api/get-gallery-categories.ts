import { useQuery } from '@tanstack/react-query';
import {
  GalleryCategoryListSchema,
  type GalleryCategoryList,
} from '@my-account/contract/widget-gallery';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** GET /v1/categories: the gallery's categories (a fixed list). */
export function getGalleryCategories(signal?: AbortSignal): Promise<GalleryCategoryList> {
  return httpClient.get(serviceUrl('widget-gallery', '/v1/categories'), {
    schema: GalleryCategoryListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useGalleryCategories() {
  return useQuery({
    queryKey: widgetKeys.categories(),
    queryFn: ({ signal }) => getGalleryCategories(signal),
    staleTime: Infinity,
  });
}
