import { queryOptions } from '@tanstack/react-query';
import { fetchAppConfig } from '@/lib/app-config';
import { flattenMessages, loadMessages } from '@/lib/messages';
import { configureServiceUrls } from '@/lib/service-url';

/** `/config.json`; service URLs are configured as soon as it arrives, before any API call. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: async () => {
    const config = await fetchAppConfig();
    configureServiceUrls(config.services);
    return config;
  },
  staleTime: Infinity,
});

export function messagesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['messages', locale],
    queryFn: () => loadMessages(locale),
    staleTime: Infinity,
  });
}

/**
 * The en-GB texts built into the bundle, used only when the server cannot give any texts, so
 * that even the "something went wrong" page speaks through the locale file.
 */
export const bundledMessagesQueryOptions = queryOptions({
  queryKey: ['messages', 'bundled'],
  queryFn: async () => flattenMessages((await import('@my-account/locales/en-GB.json')).default),
  staleTime: Infinity,
});
