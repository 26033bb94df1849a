import type { AccessTokenClaims } from '@my-account/contract/auth';
import type { AuthSession } from '@/features/auth/lib/auth-session';

const DEFAULT_CLAIMS = {
  sub: 'account-1',
  email: 'jane@example.com',
  idp_type: 'local',
  idp_sub: 'user-1',
  amr: ['pwd'],
  iat: 0,
  exp: 4_102_444_800,
} as AccessTokenClaims;

/**
 * A session already signed in with `claims`, for pages below the sign-in gate. It cannot refresh
 * (a 401 in a test is the test's answer, not a reason to sign in again) and records nothing.
 */
export function signedInSession(claims: Partial<AccessTokenClaims> = {}): AuthSession {
  const snapshot = { status: 'authenticated', claims: { ...DEFAULT_CLAIMS, ...claims } } as const;
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    start: () => Promise.resolve(),
    completeSignIn: () => Promise.resolve(undefined),
    refresh: () => Promise.resolve(false),
    abandon: () => undefined,
    signOut: () => Promise.resolve(),
    leaveEndedSession: () => Promise.resolve(),
  };
}
