import { useQuery } from '@tanstack/react-query';
import { SharedBookSchema, type SharedBook } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { HttpError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/**
 * GET /public/{token} of the widgets service (no sign-in): a shared book's title and page URLs;
 * null when the link is unknown or the book was taken offline (404).
 */
export async function getSharedBook(
  token: string,
  signal?: AbortSignal,
): Promise<SharedBook | null> {
  try {
    return await httpClient.get(serviceUrl('widgets', `/public/${encodeURIComponent(token)}`), {
      schema: SharedBookSchema,
      authenticated: false,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export function useSharedBook(token: string) {
  return useQuery({
    queryKey: widgetKeys.sharedBook(token),
    queryFn: ({ signal }) => getSharedBook(token, signal),
  });
}
