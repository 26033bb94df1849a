import { queryOptions, useQuery } from '@tanstack/react-query';
import { TempSelectionSchema, type TempSelection } from '@my-account/contract/temp-selections';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { printsQueryKeys } from '@/features/prints/api/prints-query-keys';

/** GET /temp-selections/{id}: the photo ids handed to the editor (404 once expired or not yours). */
export function getTempSelection(id: string, signal?: AbortSignal): Promise<TempSelection> {
  return httpClient.get(
    serviceUrl('photo-management', `/temp-selections/${encodeURIComponent(id)}`),
    { schema: TempSelectionSchema, ...(signal ? { signal } : {}) },
  );
}

export function getTempSelectionQueryOptions(id: string) {
  return queryOptions({
    queryKey: printsQueryKeys.tempSelection(id),
    queryFn: ({ signal }) => getTempSelection(id, signal),
  });
}

export function useTempSelection(id: string | undefined) {
  return useQuery({ ...getTempSelectionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
