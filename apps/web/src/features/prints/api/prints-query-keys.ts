/** Query keys of the prints handoff and step, used only by the query-option factories of this folder. */
export const printsQueryKeys = {
  channel: (code: string, locale: string) => ['merchandise', 'channel', code, locale] as const,
  tempSelection: (id: string) => ['photo-management', 'temp-selections', id] as const,
  photo: (id: string) => ['photo-management', 'photos', id] as const,
  priceList: (channel: string) => ['prints', 'price-list', channel] as const,
  reorder: (orderCode: string) => ['prints', 'reorders', orderCode] as const,
  project: (id: string) => ['prints', 'projects', id] as const,
};
