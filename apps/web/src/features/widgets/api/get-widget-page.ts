import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { widgetPageApiPath } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/**
 * A Blob, recognised by its shape: the fetch implementation's Blob class is not always the
 * page's global one (test environments).
 */
const ImageSchema = z.custom<Blob>(
  (value) =>
    typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'type' in value,
);

/**
 * GET /v1/widget/{code}/pages/{page}: one page image of the customer's own book (decision 0250),
 * fetched with the bearer token, as a blob for an object URL.
 */
export function getWidgetPage(code: string, page: number, signal?: AbortSignal): Promise<Blob> {
  return httpClient.get(serviceUrl('widgets', widgetPageApiPath(code, page)), {
    schema: ImageSchema,
    responseType: 'blob',
    ...(signal ? { signal } : {}),
  });
}

/**
 * The image as a data URL: it lives as long as the cached query and needs no revoking, unlike
 * an object URL (a book's pages are a few hundred kilobytes in all).
 */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: one call with every byte as an argument would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type || 'image/jpeg'};base64,${btoa(binary)}`;
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
