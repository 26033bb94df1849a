import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  accountDeletionConfirmPath,
  type IdentityPath,
} from '@my-account/contract/account-deletion';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

export interface AccountDeletionConfirmInput {
  identity: IdentityPath;
  /** The token of the e-mailed link. */
  token: string;
}

/**
 * POST {identity}/v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm: 204,
 * the account is gone (its data follows in the background); 404 for a spent or unknown token.
 */
export async function confirmAccountDeletion({
  identity,
  token,
}: AccountDeletionConfirmInput): Promise<void> {
  await httpClient.post(serviceUrl('identity', accountDeletionConfirmPath(identity, token)), {
    schema: z.unknown(),
  });
}

export function useConfirmAccountDeletion() {
  return useMutation({
    mutationKey: ['account-deletion', 'confirm'],
    mutationFn: confirmAccountDeletion,
  });
}
