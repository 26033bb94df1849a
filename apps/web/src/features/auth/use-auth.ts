import { useSyncExternalStore } from 'react';
import { isB2bClaims, type AccessTokenClaims } from '@my-account/contract/auth';
import type { IdentityParams } from '@my-account/contract/identity-paths';
import { useAuthSession } from '@/features/auth/auth-context';
import type { AuthSnapshot } from '@/features/auth/lib/auth-session';

export function useAuthSnapshot(): AuthSnapshot {
  const session = useAuthSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

export interface SignedInUser {
  claims: AccessTokenClaims;
  /** A business customer (authentication method "b2b"). */
  isB2b: boolean;
  /** The identity service's name for the account (`/v2/identities/{idpType}/{idpSub}`). */
  identity: IdentityParams;
}

/** The signed-in user; only valid below AuthGate, which renders nothing else before sign-in. */
export function useSignedInUser(): SignedInUser {
  const snapshot = useAuthSnapshot();
  if (snapshot.status !== 'authenticated') {
    throw new Error('useSignedInUser must be used below AuthGate');
  }
  const { claims } = snapshot;
  return {
    claims,
    isB2b: isB2bClaims(claims),
    identity: { idpType: claims.idp_type, idpSub: claims.idp_sub },
  };
}
