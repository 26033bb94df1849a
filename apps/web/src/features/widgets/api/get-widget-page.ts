import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { widgetPageApiPath } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/**
 * GET /v1/widget/{code}/pages/{page}: one page image of the customer's own book (decision 0250),
 * fetched with the bearer token, as a blob for an object URL.
 */
export function getWidgetPage(code: string, page: number, signal?: AbortSignal): Promise<Blob> {
  return httpClient.get(serviceUrl('widgets', widgetPageApiPath(code, page)), {
    schema: z.instanceof(Blob),
    responseType: 'blob',
    ...(signal ? { signal } : {}),
  });
}

/**
 * The image as a data URL: it lives as long as the cached query and needs no revoking, unlike
 * an object URL (a book's pages are a few hundred kilobytes in all).
 */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The page image could not be read'));
    };
    reader.readAsDataURL(blob);
  });
}

/** Only asked for while `enabled`: the viewer loads the pages that come into view. */
export function useWidgetPage(code: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: widgetKeys.page(code, page),
    queryFn: async ({ signal }) => dataUrlOf(await getWidgetPage(code, page, signal)),
    enabled,
    // A page does not change while the book is online.
    staleTime: Infinity,
  });
}
