import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { identityPath, type IdentityParams } from '@my-account/contract/identity-paths';
import { PasswordChangeSchema, type PasswordChange } from '@my-account/contract/password-change';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

export interface ChangePasswordInput extends PasswordChange {
  identity: IdentityParams;
}

/**
 * POST /v2/identities/{idpType}/{idpSub}/passwordchanges {currentPassword, newPassword}: 204;
 * 400 WRONG_PASSWORD for a wrong current password, 429 after too many tries.
 */
export async function changePassword({ identity, ...change }: ChangePasswordInput): Promise<void> {
  await httpClient.post(serviceUrl('identity', `${identityPath(identity)}/passwordchanges`), {
    schema: z.unknown(),
    body: { schema: PasswordChangeSchema, value: change },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['identity', 'passwordchanges'],
    mutationFn: changePassword,
  });
}
