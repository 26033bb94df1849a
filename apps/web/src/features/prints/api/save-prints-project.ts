import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NewPrintsProjectSchema,
  SavedProjectDetailsSchema,
  type NewPrintsProject,
  type SavedProjectDetails,
} from '@my-account/contract/projects';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** POST /api/v2/project (projects, decision 0240): the step's selection as a saved project. */
export function savePrintsProject(project: NewPrintsProject): Promise<SavedProjectDetails> {
  return httpClient.post(serviceUrl('projects', '/api/v2/project'), {
    schema: SavedProjectDetailsSchema,
    body: { schema: NewPrintsProjectSchema, value: project },
  });
}

/** Saves the selection; the saved projects list (another feature's cache) loads afresh. */
export function useSavePrintsProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prints', 'save-project'],
    mutationFn: savePrintsProject,
    // By its key's first part only: features do not import each other's query keys.
    onSuccess: () => queryClient.resetQueries({ queryKey: ['projects'] }),
  });
}
