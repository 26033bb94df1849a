import { useQuery } from '@tanstack/react-query';
import { WIDGET_ERROR_CODES, WidgetSchema, type Widget } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { HttpError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

export const widgetUrl = (code: string) =>
  serviceUrl('widgets', `/v1/widget/${encodeURIComponent(code)}`);

/**
 * GET /v1/widget/{code}: the online photo book of a product code, or null when it is not online
 * (the spec's "401 = none", code WIDGET_NONE; an expired session's 401 still signs out).
 */
export async function getWidget(code: string, signal?: AbortSignal): Promise<Widget | null> {
  try {
    return await httpClient.get(widgetUrl(code), {
      schema: WidgetSchema,
      answer401Code: WIDGET_ERROR_CODES.none,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      return null;
    }
    throw error;
  }
}

export function useWidget(code: string) {
  return useQuery({
    queryKey: widgetKeys.widget(code),
    queryFn: ({ signal }) => getWidget(code, signal),
  });
}
