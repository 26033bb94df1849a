import { useMutation } from '@tanstack/react-query';
import {
  EmailChangeRequestedSchema,
  EmailChangeRequestSchema,
  type EmailChangeRequest,
  type EmailChangeRequested,
} from '@my-account/contract/email-change';
import { identityPath, type IdentityParams } from '@my-account/contract/identity-paths';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

export interface RequestEmailChangeInput extends EmailChangeRequest {
  identity: IdentityParams;
}

/**
 * POST /v2/identities/{idpType}/{idpSub}/emailchanges {email, channel}: 202 when the confirmation
 * mail is on its way to the new address; 409 when the address is in use, 429 after too many.
 */
export function requestEmailChange({
  identity,
  ...request
}: RequestEmailChangeInput): Promise<EmailChangeRequested> {
  return httpClient.post(serviceUrl('identity', `${identityPath(identity)}/emailchanges`), {
    schema: EmailChangeRequestedSchema,
    body: { schema: EmailChangeRequestSchema, value: request },
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationKey: ['identity', 'emailchanges', 'request'],
    mutationFn: requestEmailChange,
  });
}
