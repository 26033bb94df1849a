import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActivationResponseSchema, type ActivationStatus } from '@my-account/contract/activation';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { activationQueryKeys } from '@/features/activation/api/get-activation-status';

/** POST /users/activate: starts the import; answers the new status (IMPORTING). */
export async function activate(): Promise<ActivationStatus> {
  const response = await httpClient.post(serviceUrl('photo-management', '/users/activate'), {
    schema: ActivationResponseSchema,
  });
  return response.status;
}

export function useActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['activation', 'activate'],
    mutationFn: activate,
    onSuccess: (status) => {
      queryClient.setQueryData(activationQueryKeys.status, status);
    },
  });
}
