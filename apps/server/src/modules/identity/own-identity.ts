import type { IdentityParams } from '@my-account/contract/identity-paths';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { IDP_TYPE } from './account.service.ts';

/**
 * The account id of the path's identity when it is the caller's own account of this provider.
 * Any other identity answers 404, exactly as one that does not exist.
 */
export function ownAccountId(user: AuthUser, identity: IdentityParams): string {
  if (
    user.idpType !== IDP_TYPE ||
    identity.idpType !== user.idpType ||
    identity.idpSub !== user.idpSub
  ) {
    throw notFound('Identity');
  }
  return user.idpSub;
}
