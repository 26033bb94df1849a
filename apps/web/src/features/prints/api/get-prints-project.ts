import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedProjectDetailsSchema, type SavedProjectDetails } from '@my-account/contract/projects';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { printsQueryKeys } from '@/features/prints/api/prints-query-keys';

/** GET /api/v2/project/{id} (projects): a saved prints project to continue (decision 0241). */
export function getPrintsProject(id: string, signal?: AbortSignal): Promise<SavedProjectDetails> {
  return httpClient.get(serviceUrl('projects', `/api/v2/project/${encodeURIComponent(id)}`), {
    schema: SavedProjectDetailsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getPrintsProjectQueryOptions(id: string) {
  return queryOptions({
    queryKey: printsQueryKeys.project(id),
    queryFn: ({ signal }) => getPrintsProject(id, signal),
  });
}

export function usePrintsProject(id: string | undefined) {
  return useQuery({ ...getPrintsProjectQueryOptions(id ?? ''), enabled: Boolean(id) });
}
