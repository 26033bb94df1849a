import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CONFIRMATION_TOKEN_PARAM } from '@my-account/contract/account-deletion';
import { paths } from '@/config/paths';
import { DeleteAccountConfirmation } from '@/features/account-deletion/components/delete-account-confirmation';
import { useAuthSession } from '@/features/auth/auth-context';
import { useSignedInUser } from '@/features/auth/use-auth';

/**
 * `/delete-account-confirmation?confirmation-token=...` (signed in, no shell): confirms the
 * deletion; then the sign-in is over (the provider ended it) and the customer lands on the
 * public account-deleted page; a failure replaces the page with the error page.
 */
export function DeleteAccountConfirmationRoute() {
  const { claims } = useSignedInUser();
  const session = useAuthSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(CONFIRMATION_TOKEN_PARAM) ?? undefined;
  const identity = useMemo(
    () => ({ idpType: claims.idp_type, idpSub: claims.idp_sub }),
    [claims.idp_type, claims.idp_sub],
  );
  const onDeleted = useCallback(() => {
    void session.leaveEndedSession(paths.accountDeleted);
  }, [session]);
  const onFailed = useCallback(() => {
    void navigate(paths.deleteAccountError, { replace: true });
  }, [navigate]);
  return (
    <DeleteAccountConfirmation
      identity={identity}
      token={token}
      onDeleted={onDeleted}
      onFailed={onFailed}
    />
  );
}
