import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  accountDeletionRequestPath,
  AccountDeletionRequestSchema,
  type IdentityPath,
} from '@my-account/contract/account-deletion';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

export interface AccountDeletionRequestInput {
  identity: IdentityPath;
  /** The vendor host: the brand and language of the confirmation e-mail. */
  channel: string;
}

/** POST {identity}/v2/identities/{idpType}/{idpSub}/deleteaccount: 204, a link is e-mailed. */
export async function requestAccountDeletion({
  identity,
  channel,
}: AccountDeletionRequestInput): Promise<void> {
  await httpClient.post(serviceUrl('identity', accountDeletionRequestPath(identity)), {
    schema: z.unknown(),
    body: { schema: AccountDeletionRequestSchema, value: { channel } },
  });
}

export function useRequestAccountDeletion() {
  return useMutation({
    mutationKey: ['account-deletion', 'request'],
    mutationFn: requestAccountDeletion,
  });
}
