import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountInformationSchema, type AccountInformation } from '@my-account/contract/photos';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

/** GET {photo-deletion}/getaccountinformation: what the storage status is derived from. */
export function getAccountInformation(signal?: AbortSignal): Promise<AccountInformation> {
  return httpClient.get(serviceUrl('photo-deletion', '/getaccountinformation'), {
    schema: AccountInformationSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getAccountInformationQueryOptions() {
  return queryOptions({
    queryKey: photoQueryKeys.accountInformation,
    queryFn: ({ signal }) => getAccountInformation(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAccountInformation() {
  return useQuery(getAccountInformationQueryOptions());
}
