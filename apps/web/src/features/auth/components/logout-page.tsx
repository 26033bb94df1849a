import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/spinner/page-loader';
import { LOGOUT_REDIRECT_PARAM } from '@/config/paths';
import { useAuthSession } from '@/features/auth/auth-context';

/**
 * /logout: removes both cookies and ends the session at the provider; an optional
 * `redirectUrl` (same origin only) is where the user lands once the provider is done.
 */
export function LogoutPage() {
  const intl = useIntl();
  const session = useAuthSession();
  const [searchParams] = useSearchParams();
  const redirectUrl = searchParams.get(LOGOUT_REDIRECT_PARAM) ?? undefined;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void session.signOut(redirectUrl);
  }, [session, redirectUrl]);

  return <PageLoader fullScreen label={intl.formatMessage({ id: 'auth.signingOut' })} />;
}
