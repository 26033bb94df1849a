import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { WidgetList } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { widgetUrl } from '@/features/widgets/api/get-widget';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** DELETE /v1/widget/{code}: takes the book offline; its share links and gallery entries go. */
export async function deleteWidget(code: string): Promise<void> {
  await httpClient.delete(widgetUrl(code), { schema: z.unknown() });
}

/** On success the widget is removed locally at once, then the list is read again (the spec). */
export function useDeleteWidget(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWidget(code),
    onSuccess: async () => {
      queryClient.setQueryData(widgetKeys.widget(code), null);
      queryClient.setQueryData<WidgetList>(widgetKeys.list(), (list) =>
        list ? { items: list.items.filter((item) => item.productCode !== code) } : list,
      );
      await queryClient.invalidateQueries({ queryKey: widgetKeys.list() });
    },
  });
}
