import { useMutation } from '@tanstack/react-query';
import {
  EmailChangeConfirmedSchema,
  type EmailChangeConfirmed,
} from '@my-account/contract/email-change';
import { identityPath, type IdentityParams } from '@my-account/contract/identity-paths';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

export interface ConfirmEmailChangeInput {
  identity: IdentityParams;
  /** The `confirmation-token` of the mailed link. */
  token: string;
}

/**
 * POST /v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm: the account signs
 * in with the new address from now on, and every sign-in of it has ended.
 */
export function confirmEmailChange({
  identity,
  token,
}: ConfirmEmailChangeInput): Promise<EmailChangeConfirmed> {
  const path = `${identityPath(identity)}/emailchanges/${encodeURIComponent(token)}/actions/confirm`;
  return httpClient.post(serviceUrl('identity', path), { schema: EmailChangeConfirmedSchema });
}

export function useConfirmEmailChange() {
  return useMutation({
    mutationKey: ['identity', 'emailchanges', 'confirm'],
    mutationFn: confirmEmailChange,
  });
}
