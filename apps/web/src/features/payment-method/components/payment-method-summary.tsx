import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { isCardExpired, type PaymentMethod } from '@my-account/contract/payment-methods';
import { Icon } from '@/components/icon/icon';
import styles from '@/features/payment-method/components/payment-method.module.css';

/** "Visa ending in 4242", or "Invoice": how the customer recognises the method. */
export function paymentMethodName(intl: IntlShape, method: PaymentMethod): string {
  if (method.type === 'invoice') {
    return intl.formatMessage({ id: 'paymentMethod.invoice.title' });
  }
  return intl.formatMessage(
    { id: 'paymentMethod.card.title' },
    {
      brand: intl.formatMessage({ id: `paymentMethod.brands.${method.brand}` }),
      last4: method.last4,
    },
  );
}

/** MM/YYYY, as printed on the card. */
function expiry(intl: IntlShape, month: number, year: number): string {
  return intl.formatDate(new Date(year, month - 1, 1), { month: '2-digit', year: 'numeric' });
}

interface PaymentMethodSummaryProps {
  method: PaymentMethod;
  /** The day it is for the customer: a card past its expiry month says so. */
  today: Date;
  /** Also say when the shop saved it (the full page; the settings card leaves it out). */
  showRecorded?: boolean;
  /** Leave out the method's icon (the settings card's header has one). */
  withoutIcon?: boolean;
}

/** The method as a line of icon, name and what matters about it (expiry, or invoice terms). */
export function PaymentMethodSummary({
  method,
  today,
  showRecorded,
  withoutIcon,
}: PaymentMethodSummaryProps) {
  const intl = useIntl();
  const expired = method.type === 'card' && isCardExpired(method, today);
  return (
    <div className={styles.summary}>
      {withoutIcon ? null : (
        <span className={styles.methodIcon} data-expired={expired || undefined} aria-hidden="true">
          <Icon name={method.type === 'card' ? 'card' : 'invoice'} size={28} />
        </span>
      )}
      <div className={styles.methodBody}>
        <p className={styles.methodName}>
          {paymentMethodName(intl, method)}
          {expired ? (
            <span className={styles.expiredBadge}>
              {intl.formatMessage({ id: 'paymentMethod.card.expired' })}
            </span>
          ) : null}
        </p>
        <p className={styles.methodMeta}>
          {method.type === 'invoice'
            ? intl.formatMessage({ id: 'paymentMethod.invoice.text' })
            : intl.formatMessage(
                { id: expired ? 'paymentMethod.card.expiredOn' : 'paymentMethod.card.expires' },
                { expiry: expiry(intl, method.expiryMonth, method.expiryYear) },
              )}
        </p>
        {expired ? (
          <p className={styles.methodHint}>
            {intl.formatMessage({ id: 'paymentMethod.card.expiredHint' })}
          </p>
        ) : null}
        {showRecorded ? (
          <p className={styles.methodHint}>
            {intl.formatMessage(
              { id: 'paymentMethod.recorded' },
              { date: intl.formatDate(method.recordedAt, { dateStyle: 'long' }) },
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
