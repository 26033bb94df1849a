import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@my-account/contract/public-config';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** The spec's fallback when a vendor's public configuration cannot be had. */
export function fallbackPublicConfig(vendorHost: string): PublicConfig {
  return {
    vendorHost,
    menus: { main: [], footer: [] },
    routes: { main: '/', editor: '/editor' },
    links: {},
    helpChatEnabled: false,
  };
}

/** GET {public-config}/vendors/{vendorHost}: storefront menus, routes and links. Public. */
export function getPublicConfig(vendorHost: string, signal?: AbortSignal): Promise<PublicConfig> {
  return httpClient.get(serviceUrl('public-config', `/vendors/${encodeURIComponent(vendorHost)}`), {
    schema: PublicConfigSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export function getPublicConfigQueryOptions(vendorHost: string) {
  return queryOptions({
    queryKey: ['public-config', vendorHost],
    queryFn: ({ signal }) => getPublicConfig(vendorHost, signal),
    staleTime: Infinity,
  });
}

export function usePublicConfigQuery(vendorHost: string, enabled = true) {
  return useQuery({ ...getPublicConfigQueryOptions(vendorHost), enabled });
}
