import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WidgetSchema, type Widget } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { widgetUrl } from '@/features/widgets/api/get-widget';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** POST /v1/widget/{code}: puts the photo book online (the existing one when it already is). */
export function createWidget(code: string): Promise<Widget> {
  return httpClient.post(widgetUrl(code), { schema: WidgetSchema });
}

export function useCreateWidget(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createWidget(code),
    onSuccess: async (widget) => {
      queryClient.setQueryData(widgetKeys.widget(code), widget);
      await queryClient.invalidateQueries({ queryKey: widgetKeys.list() });
    },
  });
}
