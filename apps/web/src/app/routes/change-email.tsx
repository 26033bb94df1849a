import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useVendor } from '@/lib/runtime-context';
import { useAuthSession } from '@/features/auth/auth-context';
import { useSignedInUser } from '@/features/auth/use-auth';
import { ChangeEmailConfirmationPage } from '@/features/email-change/components/change-email-confirmation-page';
import { ChangeEmailPage } from '@/features/email-change/components/change-email-page';
import {
  ChangeEmailErrorPage,
  ChangeEmailSuccessPage,
} from '@/features/email-change/components/change-email-result-pages';
import { BrandLogo } from '@/features/vendor/components/brand-logo';

function ChangeEmail({ settingsPath }: { settingsPath: string }) {
  const { claims, identity } = useSignedInUser();
  return (
    <ChangeEmailPage
      identity={identity}
      currentEmail={claims.email ?? ''}
      settingsPath={settingsPath}
    />
  );
}

/** `/settings/email`. */
export function ChangeEmailRoute() {
  return <ChangeEmail settingsPath={paths.settings} />;
}

/** `/settings/b2b/email`: the same page, belonging to the business settings. */
export function ChangeEmailB2bRoute() {
  return <ChangeEmail settingsPath={paths.settingsB2b} />;
}

/**
 * `/change-email-confirmation`: signed in, without the shell. Confirmed, the account's sign-ins
 * have ended, so the app forgets its tokens and shows the public success page; refused, the
 * error page replaces this one in the history.
 */
export function ChangeEmailConfirmationRoute() {
  const { identity } = useSignedInUser();
  const session = useAuthSession();
  const navigate = useNavigate();
  const onConfirmed = useCallback(() => {
    void session.leaveEndedSession(paths.changeEmailSuccess);
  }, [session]);
  const onFailed = useCallback(() => {
    void navigate(paths.changeEmailError, { replace: true });
  }, [navigate]);
  return (
    <ChangeEmailConfirmationPage
      identity={identity}
      onConfirmed={onConfirmed}
      onFailed={onFailed}
    />
  );
}

/** `/change-email-success`: public. */
export function ChangeEmailSuccessRoute() {
  const vendor = useVendor();
  return (
    <ChangeEmailSuccessPage
      logo={<BrandLogo vendor={vendor} height={34} />}
      homePath={paths.home}
    />
  );
}

/** `/change-email-error`: public. */
export function ChangeEmailErrorRoute() {
  const vendor = useVendor();
  return (
    <ChangeEmailErrorPage
      logo={<BrandLogo vendor={vendor} height={34} />}
      tryAgainPath={paths.changeEmail}
    />
  );
}
