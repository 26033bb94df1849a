import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { BackLink } from '@/components/back-link/back-link';
import { Button } from '@/components/button/button';
import { ConfirmModal } from '@/components/modal/confirm-modal';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { notify } from '@/components/toast/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePaymentMethod } from '@/features/payment-method/api/get-payment-method';
import { useRemovePaymentMethod } from '@/features/payment-method/api/remove-payment-method';
import {
  paymentMethodName,
  PaymentMethodSummary,
} from '@/features/payment-method/components/payment-method-summary';
import styles from '@/features/payment-method/components/payment-method.module.css';

interface PaymentMethodPageProps {
  /** The settings page this one belongs to (private or business). */
  settingsPath: string;
  /** A blocked business account can look but not change (decision 0171). */
  readOnly: boolean;
}

/**
 * `/settings/payment-method` and `/settings/b2b/payment-method`: the method the shop saved at
 * the last checkout (a card's brand, last four digits and expiry, or invoice), with Remove.
 */
export function PaymentMethodPage({ settingsPath, readOnly }: PaymentMethodPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'paymentMethod.title' });
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = usePaymentMethod();
  const remove = useRemovePaymentMethod();
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState(false);
  // The day the page was opened: enough to tell an expired card.
  const [today] = useState(() => new Date());
  const method = query.data?.paymentMethod;

  // The Remove button went with the method: the page's heading takes the focus, once the
  // dialog has closed and given focus back.
  useEffect(() => {
    if (removed && method === null) {
      headingRef.current?.focus();
    }
  }, [removed, method]);

  // Handled here, not in the method's card: that card is gone by the time the removal settles.
  function confirmRemoval() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setRemoved(true);
        notify.success(intl.formatMessage({ id: 'paymentMethod.remove.done' }));
      },
    });
  }

  let body;
  if (query.isPending) {
    body = <LoadingState text={intl.formatMessage({ id: 'paymentMethod.loading' })} />;
  } else if (query.isError) {
    body = (
      <LoadErrorState
        text={intl.formatMessage({ id: 'paymentMethod.loadError' })}
        retryLabel={intl.formatMessage({ id: 'paymentMethod.retry' })}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!method) {
    body = (
      <EmptyState
        icon="card"
        iconSize={36}
        title={intl.formatMessage({ id: 'paymentMethod.empty.title' })}
        text={intl.formatMessage({ id: 'paymentMethod.empty.text' })}
      />
    );
  } else {
    body = (
      <div className={styles.card}>
        <PaymentMethodSummary method={method} today={today} showRecorded />
        {readOnly ? (
          <p className={styles.blocked}>{intl.formatMessage({ id: 'paymentMethod.blocked' })}</p>
        ) : (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'paymentMethod.remove.buttonLabel' })}
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              {intl.formatMessage({ id: 'paymentMethod.remove.button' })}
            </Button>
          </div>
        )}
        <ConfirmModal
          open={confirming}
          title={intl.formatMessage({ id: 'paymentMethod.remove.title' })}
          text={intl.formatMessage(
            { id: 'paymentMethod.remove.text' },
            { method: paymentMethodName(intl, method) },
          )}
          error={
            remove.isError ? intl.formatMessage({ id: 'paymentMethod.remove.error' }) : undefined
          }
          cancelLabel={intl.formatMessage({ id: 'paymentMethod.remove.cancel' })}
          confirmLabel={intl.formatMessage({ id: 'paymentMethod.remove.confirm' })}
          pendingLabel={intl.formatMessage({ id: 'paymentMethod.remove.removing' })}
          pending={remove.isPending}
          onConfirm={confirmRemoval}
          onClose={() => {
            setConfirming(false);
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackLink to={settingsPath}>{intl.formatMessage({ id: 'paymentMethod.back' })}</BackLink>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className={styles.intro}>{intl.formatMessage({ id: 'paymentMethod.intro' })}</p>
      </header>
      {body}
    </div>
  );
}
