import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CONFIRMATION_TOKEN_PARAM } from '@my-account/contract/identity-paths';
import { SUBSCRIPTION_EMAIL_PARAM } from '@my-account/contract/newsletter';
import { PageLoader } from '@/components/spinner/page-loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmSubscription } from '@/features/newsletter/api/confirm-subscription';

interface SubscriptionConfirmationPageProps {
  onConfirmed: () => void;
  /** No token or address in the link, or the server refused them. */
  onFailed: () => void;
}

/**
 * `/subscription-confirmation?confirmation-token=...&email=...` (public), the link of the double
 * opt-in mail: confirms once (a second call with the same token would be refused), then moves on.
 */
export function SubscriptionConfirmationPage({
  onConfirmed,
  onFailed,
}: SubscriptionConfirmationPageProps) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(CONFIRMATION_TOKEN_PARAM);
  const email = searchParams.get(SUBSCRIPTION_EMAIL_PARAM);
  const confirm = useConfirmSubscription();
  const started = useRef(false);
  useDocumentTitle(intl.formatMessage({ id: 'newsletter.confirming' }));

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    if (!token || !email) {
      onFailed();
      return;
    }
    confirm.mutate({ email, token }, { onSuccess: onConfirmed, onError: onFailed });
  }, [confirm, email, token, onConfirmed, onFailed]);

  return <PageLoader fullScreen label={intl.formatMessage({ id: 'newsletter.confirming' })} />;
}
