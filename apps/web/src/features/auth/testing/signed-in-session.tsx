import type { ReactNode } from 'react';
import { writeAuthCookies } from '@/lib/auth-cookies';
import { useAppConfig } from '@/lib/runtime-context';
import { fakeAccessToken } from '@/testing/fake-jwt';
import { AuthProvider } from '@/features/auth/auth-context';
import { createAuthSession, type AuthSession } from '@/features/auth/lib/auth-session';
import type { IdentityManager } from '@/features/auth/lib/refresh-tokens';

/** Every call of the provider fails: a page test signed in by cookie never needs one. */
const notInPageTests = () => Promise.reject(new Error('No identity provider in page tests'));
const noProvider: IdentityManager = {
  signinRedirect: notInPageTests,
  signinRedirectCallback: notInPageTests,
  signinSilent: notInPageTests,
  signoutRedirect: notInPageTests,
  getUser: notInPageTests,
  storeUser: notInPageTests,
  removeUser: notInPageTests,
};

/**
 * A session signed in the way the app finds one on start: a valid access token in its cookie
 * (with these claims over the fake token's defaults). For pages that read the signed-in user.
 */
export async function signedInTestSession(
  claims: Record<string, unknown> = {},
): Promise<AuthSession> {
  writeAuthCookies({ accessToken: fakeAccessToken(claims) });
  const session = createAuthSession(undefined, { identityManager: noProvider });
  await session.start();
  if (session.getSnapshot().status !== 'authenticated') {
    throw new Error('The test session did not sign in');
  }
  return session;
}

/** Lends the session to the page below (inside renderWithRuntime, whose config it uses). */
export function WithTestSession({
  session,
  children,
}: {
  session: AuthSession;
  children: ReactNode;
}) {
  return (
    <AuthProvider config={useAppConfig()} session={session}>
      {children}
    </AuthProvider>
  );
}
