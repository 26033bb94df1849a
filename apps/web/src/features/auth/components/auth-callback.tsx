import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/spinner/page-loader';
import { paths } from '@/config/paths';
import { useAuthSession } from '@/features/auth/auth-context';
import { AuthErrorPage } from '@/features/auth/components/auth-error-page';
import { useAuthSnapshot } from '@/features/auth/use-auth';

/** /auth/callback: completes the authorization-code flow, then returns to the page asked for. */
export function AuthCallback() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useAuthSession();
  const snapshot = useAuthSnapshot();
  // The code may be exchanged once only; StrictMode runs effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void session.completeSignIn(window.location.href).then((returnTo) => {
      if (session.getSnapshot().status === 'authenticated') {
        void navigate(returnTo ?? paths.home, { replace: true });
      }
    });
  }, [session, navigate]);

  if (snapshot.status === 'failed') {
    return (
      <AuthErrorPage
        onRetry={() => {
          window.location.assign(paths.home);
        }}
      />
    );
  }
  return <PageLoader fullScreen label={intl.formatMessage({ id: 'auth.signingIn' })} />;
}
