import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AppConfig } from '@my-account/contract/app-config';
import { setHttpAuthHandlers } from '@/lib/http-client';
import { createAuthSession, type AuthSession } from '@/features/auth/lib/auth-session';

const AuthSessionContext = createContext<AuthSession | undefined>(undefined);

interface AuthProviderProps {
  config: AppConfig;
  children: ReactNode;
  /** Tests pass a session built around a fake identity manager. */
  session?: AuthSession;
}

/**
 * Holds the one auth session and lends it to the HTTP client, which refreshes through it on a
 * 401 and abandons it when the refresh is refused. No API call runs before sign-in completes,
 * so the handlers are in place before the first authenticated request.
 */
export function AuthProvider({ config, children, session: given }: AuthProviderProps) {
  const [session] = useState(() => given ?? createAuthSession(config));
  useEffect(() => {
    setHttpAuthHandlers({
      refreshAccessToken: session.refresh,
      onUnauthorized: session.abandon,
    });
    return () => {
      setHttpAuthHandlers(undefined);
    };
  }, [session]);
  return <AuthSessionContext value={session}>{children}</AuthSessionContext>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) {
    throw new Error('useAuthSession must be used inside AuthProvider');
  }
  return session;
}
