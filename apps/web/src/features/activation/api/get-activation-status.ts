import { queryOptions } from '@tanstack/react-query';
import { ActivationResponseSchema, type ActivationStatus } from '@my-account/contract/activation';
import { httpClient } from '@/lib/http-client';
import { ResponseParseError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';

/** The spec's error for an activation answer that does not parse. */
export const ACTIVATION_PARSE_ERROR = 'Failed to parse response!';

export const activationQueryKeys = {
  status: ['activation', 'status'] as const,
};

/** GET /users/activate: ACTIVE, NOT_ACTIVE, IMPORTING or DELETING. */
export async function getActivationStatus(signal?: AbortSignal): Promise<ActivationStatus> {
  try {
    const response = await httpClient.get(serviceUrl('photo-management', '/users/activate'), {
      schema: ActivationResponseSchema,
      ...(signal ? { signal } : {}),
    });
    return response.status;
  } catch (error) {
    if (error instanceof ResponseParseError) {
      throw new Error(ACTIVATION_PARSE_ERROR, { cause: error });
    }
    throw error;
  }
}

/**
 * The status is cached for good (the spec: unlimited lifetime); activation itself refreshes it
 * while it polls and when the import has finished.
 */
export function getActivationStatusQueryOptions() {
  return queryOptions({
    queryKey: activationQueryKeys.status,
    queryFn: ({ signal }) => getActivationStatus(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
