import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SAVED_PROJECTS_PAGE_SIZE,
  SavedProjectListSchema,
  type SavedProjectList,
} from '@my-account/contract/projects';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /api/v2/projects/{accountId}: one page of the customer's saved projects. */
export function getProjects(
  accountId: string,
  page: { skip: number; limit: number },
  signal?: AbortSignal,
): Promise<SavedProjectList> {
  return httpClient.get(
    serviceUrl('projects', `/api/v2/projects/${encodeURIComponent(accountId)}`),
    {
      schema: SavedProjectListSchema,
      query: { skip: page.skip, limit: page.limit },
      ...(signal ? { signal } : {}),
    },
  );
}

/** Every saved projects query starts with this key: a delete resets them all. */
export const PROJECTS_QUERY_KEY = ['projects', 'list'] as const;

export function getProjectsQueryOptions(accountId: string, pageIndex: number) {
  const skip = pageIndex * SAVED_PROJECTS_PAGE_SIZE;
  return queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, accountId, skip],
    queryFn: ({ signal }) =>
      getProjects(accountId, { skip, limit: SAVED_PROJECTS_PAGE_SIZE }, signal),
  });
}

/** A page of 10 (the spec's page size); the previous page stays shown while the next loads. */
export function useProjects(accountId: string | undefined, pageIndex: number) {
  return useQuery({
    ...getProjectsQueryOptions(accountId ?? '', pageIndex),
    enabled: Boolean(accountId),
    placeholderData: keepPreviousData,
  });
}
