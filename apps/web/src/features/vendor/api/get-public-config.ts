import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@my-account/contract/public-config';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

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
