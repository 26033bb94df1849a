/** The widgets feature's query keys: one root, so a delete can refresh everything it touched. */
export const widgetKeys = {
  all: ['widgets'] as const,
  photobooks: () => ['widgets', 'photobooks'] as const,
  list: () => ['widgets', 'list'] as const,
  widget: (code: string) => ['widgets', 'widget', code] as const,
  page: (code: string, page: number) => ['widgets', 'page', code, page] as const,
  sharedBook: (token: string) => ['widgets', 'shared-book', token] as const,
  categories: () => ['widgets', 'gallery', 'categories'] as const,
  galleryEntry: (widgetId: string, channel: string) =>
    ['widgets', 'gallery', 'entry', widgetId, channel] as const,
};
