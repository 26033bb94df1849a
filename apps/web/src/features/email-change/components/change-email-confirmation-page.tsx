import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CONFIRMATION_TOKEN_PARAM, type IdentityParams } from '@my-account/contract/identity-paths';
import { PageLoader } from '@/components/spinner/page-loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmEmailChange } from '@/features/email-change/api/confirm-email-change';

interface ChangeEmailConfirmationPageProps {
  identity: IdentityParams;
  /** The address changed and every sign-in of the account ended: the app signs out. */
  onConfirmed: () => void;
  /** No token, or the server refused it (used, expired, another account's, address taken). */
  onFailed: () => void;
}

/**
 * `/change-email-confirmation?confirmation-token=...`, the link of the mail: confirms the change
 * once (a second confirmation of the same token would be refused), showing a loader meanwhile.
 */
export function ChangeEmailConfirmationPage({
  identity,
  onConfirmed,
  onFailed,
}: ChangeEmailConfirmationPageProps) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(CONFIRMATION_TOKEN_PARAM);
  const confirm = useConfirmEmailChange();
  const started = useRef(false);
  useDocumentTitle(intl.formatMessage({ id: 'emailChange.confirming' }));

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    if (!token) {
      onFailed();
      return;
    }
    confirm.mutate({ identity, token }, { onSuccess: onConfirmed, onError: onFailed });
  }, [confirm, identity, token, onConfirmed, onFailed]);

  return <PageLoader fullScreen label={intl.formatMessage({ id: 'emailChange.confirming' })} />;
}
