import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { IdentityPath } from '@my-account/contract/account-deletion';
import { PageLoader } from '@/components/spinner/page-loader';
import { useConfirmAccountDeletion } from '@/features/account-deletion/api/confirm-account-deletion';

interface DeleteAccountConfirmationProps {
  identity: IdentityPath;
  /** The e-mailed link's token; none when the link was cut short. */
  token: string | undefined;
  /** The account is gone: the app signs out and says so. */
  onDeleted: () => void;
  onFailed: () => void;
}

/** `/delete-account-confirmation`: confirms once, on arrival, showing progress meanwhile. */
export function DeleteAccountConfirmation({
  identity,
  token,
  onDeleted,
  onFailed,
}: DeleteAccountConfirmationProps) {
  const intl = useIntl();
  const confirm = useConfirmAccountDeletion();
  // A token is good for one confirmation: never a second request (React runs effects twice in
  // development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    if (!token) {
      onFailed();
      return;
    }
    confirm.mutate({ identity, token }, { onSuccess: onDeleted, onError: onFailed });
  }, [confirm, identity, token, onDeleted, onFailed]);

  return (
    <PageLoader
      fullScreen
      label={intl.formatMessage({ id: 'accountDeletion.confirmation.pending' })}
    />
  );
}
