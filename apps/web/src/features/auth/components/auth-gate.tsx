import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '@/components/spinner/page-loader';
import { useAuthSession } from '@/features/auth/auth-context';
import { AuthErrorPage } from '@/features/auth/components/auth-error-page';
import { useAuthSnapshot } from '@/features/auth/use-auth';

/**
 * The authenticated area: requests sign-in when it mounts and renders its children only once
 * the user is signed in; a loader meanwhile, the error page when sign-in failed.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const session = useAuthSession();
  const snapshot = useAuthSnapshot();

  useEffect(() => {
    void session.start();
  }, [session]);

  switch (snapshot.status) {
    case 'authenticated':
      return children;
    case 'failed':
      return (
        <AuthErrorPage
          onRetry={() => {
            void session.start();
          }}
        />
      );
    case 'signingOut':
      return <PageLoader fullScreen label={intl.formatMessage({ id: 'auth.signingOut' })} />;
    case 'idle':
    case 'signingIn':
    case 'redirecting':
      return <PageLoader fullScreen label={intl.formatMessage({ id: 'auth.signingIn' })} />;
  }
}
