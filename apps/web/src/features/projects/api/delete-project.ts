import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { PROJECTS_QUERY_KEY } from '@/features/projects/api/get-projects';

/** DELETE /api/v2/project/{id}: 204 without a body. */
export async function deleteProject(id: string): Promise<void> {
  await httpClient.delete(serviceUrl('projects', `/api/v2/project/${encodeURIComponent(id)}`), {
    schema: z.unknown(),
  });
}

/**
 * Deletes a saved project; the list cache resets (the spec), so every page loads afresh: the
 * projects after the deleted one move up a place.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'delete'],
    mutationFn: deleteProject,
    onSuccess: () => queryClient.resetQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
