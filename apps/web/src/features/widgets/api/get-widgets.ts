import { useQuery } from '@tanstack/react-query';
import { WidgetListSchema, type WidgetList } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** GET /v1/widget/all: all of the customer's online photo books (a customer has few). */
export function getWidgets(signal?: AbortSignal): Promise<WidgetList> {
  return httpClient.get(serviceUrl('widgets', '/v1/widget/all'), {
    schema: WidgetListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useWidgets() {
  return useQuery({
    queryKey: widgetKeys.list(),
    queryFn: ({ signal }) => getWidgets(signal),
  });
}
